#include <cstdio>

#include "app.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  app::Report full{};  // (value-initialized: g++ 12 on s390x warns of the optional string otherwise)
  full.reading.m_id = 7;
  full.reading._life_count = 3;
  full.reading.m_value = 21.5;
  full.reading.m_note = "calibrated";
  full.reading.m_label = "probe";
  full.reading.m_samples = {1, 2};
  full.reading.m_severity = sdk::Severity::Critical;
  full.reading.m_history = {sdk::Severity::Low, sdk::Severity::High};
  full.reading.m_color = sdk::Color::DarkBlue;
  full.reading.m_unit = sdk::Unit::Kelvin;
  full.reading.m_shape = sdk::Square{2};
  full.reading.m_outline = sdk::Circle{1};
  full.reading.m_spare = 5;
  full.count_of_things = 4;
  full.renamed_in_both = 9;
  full.buffer.seq = 11;
  full.buffer.len = 12;
  full.frame.seq = 13;
  full.frame.len = 14;  // skipped in Frame's JSON
  full.frame.extra = 15;
  app::Report sparse;  // no note, no samples, no spare: left out
  app::Settings settings;
  settings.m_name = "probe";
  settings.m_level = 2;
  const std::string text = "[" + jsongen_test::to_json(full) + "," + jsongen_test::to_json(sparse) + "," +
                           jsongen_test::to_json(settings) + "]";
  std::puts(text.c_str());
}
