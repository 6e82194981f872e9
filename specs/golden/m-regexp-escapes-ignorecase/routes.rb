get "e/:id", to: "x#e", constraints: { id: /\u00e9+/i }
get "y/:year", to: "x#y", year: /(?<year>\d+)/i, format: false
get "c/:code", to: "x#c", code: /[\u0041-\u005a]\x2d\u{62 63}/i
