# `fetch` with one argument of a key the file's hash lacks: Ruby's KeyError stops the file.
PAGES = { about: "/about-us" }

get "/", to: "pages#home"
get PAGES.fetch(:jobs), to: "pages#jobs"
