match "any", to: "x#any", via: :all
