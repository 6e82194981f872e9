scope locale: "en", version: 2 do
  get "d", to: "x#d"
end
