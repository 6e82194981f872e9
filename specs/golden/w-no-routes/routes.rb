concern :nothing do
  get "x", to: "y#z"
end
