mount MountedRackApp, at: "/"
