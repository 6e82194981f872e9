get "account/overview(.:format)"
