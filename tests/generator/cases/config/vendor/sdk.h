// A vendor's header that cannot be edited: no annotations. config.toml
// says how its types are written.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace sdk {

enum class Severity { Low, High, Critical };
enum class Color { Red, DarkBlue, Navy = DarkBlue };  // Navy: skipped by the configuration
enum class Unit { Celsius, Kelvin };

struct Circle {
  double m_radius = 0;
};
struct Square {
  double m_side = 0;
};

struct Reading {
  int m_id = 0;
  int _life_count = 0;
  double m_value = 0;
  std::optional<std::string> m_note;
  std::string m_label;
  std::vector<int> m_samples;
  std::function<void()> m_callback;  // no JSON meaning: skipped by the configuration
  Severity m_severity = Severity::Low;
  std::vector<Severity> m_history;
  Color m_color = Color::Red;
  Unit m_unit = Unit::Celsius;
  std::variant<Circle, Square> m_shape;
  std::variant<Circle, Square> m_outline;
  std::optional<int> m_spare;
};

// A derived type whose configuration renames and skips its base's fields
// (RawBuffer's own JSON keeps them as they are).
struct RawBuffer {
  unsigned seq = 0;
  int len = 0;
};
struct Frame : RawBuffer {
  int extra = 0;
};

namespace detail {
struct Internal {  // matched by [select] types = ["sdk::*"], taken out by exclude
  std::function<void()> hook;
};
}  // namespace detail

}  // namespace sdk
