#include <string>

#include "settings.json.h"

int retries(const std::string& json) { return jsongen::from_json<app::Settings>(json).retries; }
