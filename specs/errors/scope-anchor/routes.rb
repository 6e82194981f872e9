resources :photos
scope anchor: false do
  get "x", to: "a#b"
end
