get "x/:name", to: "x#y", constraints: { name: / ( david # The Creator
  | jamis  # Tha Man
  )/x }
get "digits/:id", to: "x#d", id: /\d+ # one or more
  (?:-\d+)? # a suffix
/x
