#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

enum class Color { DarkRed JSONGEN_RENAME("dark-red"), LightBlue JSONGEN_RENAME("light \"blue\"") };

struct JSONGEN_SERIALIZE Omissions {
  std::optional<int> first JSONGEN_OMIT_EMPTY;  // may be left out: the '{' is not fused
  std::unique_ptr<int> pointer JSONGEN_OMIT_EMPTY;
  std::string text JSONGEN_OMIT_EMPTY;
  std::vector<int> list JSONGEN_OMIT_EMPTY;
  std::map<std::string, int> map JSONGEN_OMIT_EMPTY;
  char name[4] JSONGEN_OMIT_EMPTY;
  const char* c_string JSONGEN_OMIT_EMPTY;
  std::optional<int> kept_null;
};

struct JSONGEN_SERIALIZE JSONGEN_OMIT_NULL Sparse {
  std::optional<int> a;
  int always;
  const char* b;
  std::shared_ptr<int> c;
  std::vector<int> empty_but_not_null;
};

struct JSONGEN_SERIALIZE JSONGEN_NAMING("camelCase") Camel {
  int user_id;
  int HTTPServer;
  int already_renamed JSONGEN_RENAME("keep_me");
};
struct JSONGEN_SERIALIZE JSONGEN_NAMING("snake_case") Snake {
  int userId;
  int HTTPServer2x;
};
struct JSONGEN_SERIALIZE JSONGEN_NAMING("PascalCase") Pascal {
  int user_id;
};
struct JSONGEN_SERIALIZE JSONGEN_NAMING("kebab-case") Kebab {
  int user_id;
  int xmlHttpRequest;
};
struct JSONGEN_SERIALIZE JSONGEN_NAMING("SCREAMING_SNAKE_CASE") Screaming {
  int userId;
};

// A third-party type jsongen cannot see into: the user specializes
// jsongen::serializer, and the generated code calls it wherever it appears.
namespace money {
class Amount {
 public:
  explicit Amount(long cents) : cents_(cents) {}
  long cents() const { return cents_; }

 private:
  long cents_;
};
}  // namespace money

namespace jsongen {
template <>
struct serializer<money::Amount> {
  template <class W>
  static char* write(W& w, char* p, const money::Amount& a) {
    p = w.put(p, '"');
    p = write_value(w, p, a.cents() / 100);
    p = w.put(p, '.');
    const long cents = a.cents() % 100;
    if (cents < 10) p = w.put(p, '0');
    p = write_value(w, p, cents);
    return w.put(p, '"');
  }
};
}  // namespace jsongen

// A class template written by a user's partial specialization: every
// instance is (not "not marked JSONGEN_SERIALIZE").
namespace money {
template <class T>
struct Ledger {
  std::vector<T> entries;
};
}  // namespace money

namespace jsongen {
template <class T>
struct serializer<money::Ledger<T>> {
  template <class W>
  static char* write(W& w, char* p, const money::Ledger<T>& ledger) {
    return write_value(w, p, ledger.entries);
  }
};
}  // namespace jsongen

// A per-field writer.
struct UpperCase {
  template <class W>
  static char* write(W& w, char* p, const std::string& s) {
    std::string upper = s;
    for (auto& c : upper) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
    return jsongen::write_value(w, p, upper);
  }
};

struct JSONGEN_SERIALIZE Annotated {
  Omissions full;
  Omissions empty;
  Sparse sparse_empty;
  Sparse sparse_full;
  Camel camel;
  Snake snake;
  Pascal pascal;
  Kebab kebab;
  Screaming screaming;
  Color color;
  Color color_number JSONGEN_ENUM_AS_NUMBER;
  std::optional<Color> maybe_number JSONGEN_ENUM_AS_NUMBER;
  std::optional<Color> no_number JSONGEN_ENUM_AS_NUMBER;
  std::map<Color, int> by_color;
  money::Amount price;
  std::vector<std::optional<money::Amount>> deep_prices;
  std::string shout JSONGEN_WITH(UpperCase);
  money::Ledger<int> ledger;
  std::optional<money::Ledger<money::Amount>> maybe_ledger;
};
