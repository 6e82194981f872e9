mount MountedRackApp, at: "/x", as: nil
