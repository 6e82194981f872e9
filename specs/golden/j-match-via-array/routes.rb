match "photos", to: "photos#show", via: [:get, :post]
match "both", to: "x#both", via: ["put", "patch"]
