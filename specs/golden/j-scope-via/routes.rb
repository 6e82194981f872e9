scope via: [:get, :post] do
  match "x", to: "a#x"
end
