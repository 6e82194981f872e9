# Methods defined in the routes file and called from it: the body is drawn at each call, in the
# scope around the call, with the arguments bound to the parameters (positional, defaults, keywords).
def api_routes
  resources :licenses, only: :index
end

def tracking_routes(named_routes: true)
  resources :links, only: :create do
    member do
      if named_routes
        post :track, as: :track_named
      else
        post :track
      end
    end
  end
end

def page_routes(prefix, page = "about", named_routes: true)
  get "#{prefix}/#{page}", to: "pages#show"
  tracking_routes(named_routes:)
end

namespace :api do
  api_routes
  page_routes "p"
end

scope "v2", as: "v2" do
  def scoped_routes page
    get page, to: "pages#show", as: "#{page}_page"
  end

  api_routes
  page_routes("q", "terms", named_routes: false)
  scoped_routes "faq"
end
