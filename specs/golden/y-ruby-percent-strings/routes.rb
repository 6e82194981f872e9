# Ruby's percent strings: %(…) and %Q(…) as "…" (interpolating), %q(…) as '…', any delimiter.
resources :users, only: %(index)
resources :students, only: %[show] do
  get %q(a(b)c), to: %Q{c#d}
end
x = "v"
get %(p/#{x}), to: %<e#f>
get %|g|, to: "h#i"
