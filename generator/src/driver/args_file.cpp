#include "driver/args_file.h"

#include <fstream>
#include <sstream>

namespace jsongen {

static std::vector<std::string> split_arguments(const std::string& text) {
  std::vector<std::string> result;
  std::string current;
  bool in_argument = false;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size() && quote != '\'') {
      current += text[++i];
      in_argument = true;
    } else if (quote != 0) {
      if (c == quote) {
        quote = 0;
      } else {
        current += c;
      }
    } else if (c == '"' || c == '\'') {
      quote = c;
      in_argument = true;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      if (in_argument) result.push_back(current);
      current.clear();
      in_argument = false;
    } else {
      current += c;
      in_argument = true;
    }
  }
  if (in_argument) result.push_back(current);
  return result;
}

std::string expand_argument_files(std::vector<std::string>& args) {
  for (int depth = 0; depth < 16; ++depth) {
    bool expanded = false;
    std::vector<std::string> result;
    for (const auto& arg : args) {
      if (arg.size() < 2 || arg[0] != '@') {
        result.push_back(arg);
        continue;
      }
      std::ifstream in(arg.substr(1));
      if (!in) return "cannot read argument file '" + arg.substr(1) + "'";
      std::stringstream text;
      text << in.rdbuf();
      for (auto& inner : split_arguments(text.str())) result.push_back(std::move(inner));
      expanded = true;
    }
    args = std::move(result);
    if (!expanded) return {};
  }
  return "argument files nested too deeply";
}

}  // namespace jsongen
