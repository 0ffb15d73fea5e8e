#pragma once
#include <jsongen/jsongen.h>

#include <string>
#include <vector>

struct JSONGEN_SERIALIZE Reading {
  std::string sensor;
  std::vector<double> values;
};

struct strict_numbers : jsongen::default_options {
  static constexpr jsongen::nan_policy nan = jsongen::nan_policy::error;
};
