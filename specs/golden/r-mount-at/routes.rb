mount MountedRackApp, at: "/m"
