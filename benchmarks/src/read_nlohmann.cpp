// nlohmann::json: json::parse builds a json value, and get_to fills the
// structs through the from_json functions of nlohmann_bindings.h (the ones
// that load the data sets). That is the library's one way from text to
// structs; its parse cannot reuse a value's memory, get_to reuses what it can
// (strings assigned in place; vectors cleared, then refilled).
//
// What it checks: the whole grammar and UTF-8 (json::parse); each member's
// key present but for std::optional members (the bindings). What it does not:
// integers are converted to the member's type unchecked (70000 into an
// int16_t wraps to 4464, -1 into a uint32_t to 4294967295, 2^63 into an
// int64_t to -2^63, 1.5 truncates to 1), a std::array takes the first N
// elements of a longer array; a duplicate key's last value wins; no limit on
// nesting (its parser keeps its own stack).
#include "nlohmann_bindings.h"
#include "readers.h"

namespace bench {
namespace {

class NlohmannReader final : public Reader {
 public:
  std::string name() const override { return "nlohmann::json"; }
  std::string about() const override { return "json::parse, then get_to; integers converted unchecked"; }
  bool read(const std::string& json, citm::Catalog& v) override { return run(json, v); }
  bool read(const std::string& json, twitter::SearchResult& v) override { return run(json, v); }
  bool read(const std::string& json, canada::FeatureCollection& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::IntegerRecord>& v) override { return run(json, v); }
  bool read(const std::string& json, std::vector<synthetic::StringRecord>& v) override { return run(json, v); }

 private:
  template <class T>
  bool run(const std::string& json, T& value) {
    try {
      nlohmann::json::parse(json).get_to(value);
      return true;
    } catch (const nlohmann::json::exception& e) {
      error_ = e.what();
      return false;
    }
  }
};

}  // namespace

std::unique_ptr<Reader> make_nlohmann_reader() { return std::make_unique<NlohmannReader>(); }

}  // namespace bench
