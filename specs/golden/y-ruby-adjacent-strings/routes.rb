# Adjacent string literals are one string, also across a `\` line continuation.
match '/request/:title/attach' \
      '/html/(:part(/*file_name))' => 'attachments#show_as_html',
      :format => false, :as => :html_attachment, :via => :get
get "/a" '/b', to: "pages#ab"
get "/c#{1}" \
  "/d", to: "pages#cd"
