match "one", to: "x#one", via: :get
match "two", to: "x#two", via: "delete"
