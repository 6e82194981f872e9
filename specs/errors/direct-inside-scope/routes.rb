resources :photos
scope path: "x" do
  direct(:homepage) { }
end
