draw :outer
