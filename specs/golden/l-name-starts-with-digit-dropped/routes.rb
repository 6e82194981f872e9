get "3d", to: "x#v"
get "_under", to: "x#u"
