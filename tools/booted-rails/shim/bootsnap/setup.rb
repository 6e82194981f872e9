# bootsnap only caches; the app boots the same without it.
