get 'c/:id', to: 'photos#show', constraints: { id: '\d+' }
get 'e/:id', to: 'photos#show', id: '[0-9]+'
