resource :human, only: [:show]
resource :person, only: [:show]
