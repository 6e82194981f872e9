# Requirements built with Regexp.new and its options, from lists the file writes: a call on a
# bracketed expression, an options constant, a Boolean, nil, Regexp.compile.
STATES = %w[az id md]
scope ":us_state", constraints: { us_state: Regexp.new((STATES + ["us"]).join("|"), Regexp::IGNORECASE) } do
  get "faq", to: "faq#index", as: :state_faq
end
scope ":state", constraints: { state: Regexp.new("az|id|md", true) } do
  get "landing", to: "landing#edit", as: :state_landing
end
get "code/:code", to: "codes#show", code: Regexp.compile("[a-z] +", Regexp::EXTENDED)
get "plain/:id", to: "plain#show", id: Regexp.new("\\d+", nil)
