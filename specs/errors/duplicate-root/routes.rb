scope "(:locale)" do
  root "a#b"
end
root "c#d"
