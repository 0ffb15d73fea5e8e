// committed before Settings::verbose was added
