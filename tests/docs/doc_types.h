// The types the documentation's snippets use beyond the bundled example's
// shop::Customer: an amount written and read by user code (the custom
// serializer and deserializer snippets, verbatim), a struct holding it, and
// a point.
#pragma once
#include <jsongen/jsongen.h>

#include <cstdint>
#include <string>

namespace money {
class Amount {
 public:
  std::int64_t cents() const { return cents_; }
  static Amount from_cents(std::int64_t cents) {
    Amount a;
    a.cents_ = cents;
    return a;
  }

 private:
  std::int64_t cents_ = 0;
};
}  // namespace money

// docs/reference.md, "Custom serializers".
namespace jsongen {
template <>
struct serializer<money::Amount> {
  template <class W>
  static char* write(W& w, char* p, const money::Amount& a) {
    return write_value(w, p, a.cents());   // any value jsongen can write
  }
};
}

// docs/reading.md, "Custom deserializers".
namespace jsongen {
template <>
struct deserializer<money::Amount> {
  template <class R>
  static const char* read(R& r, const char* p, money::Amount& a) {
    std::int64_t cents = 0;
    p = read_value(r, p, cents);        // any value jsongen can read
    if (p) a = money::Amount::from_cents(cents);
    return p;
  }
};
}

namespace docs {
struct JSONGEN_SERIALIZE Wallet {
  std::string owner;
  money::Amount balance;
};

struct JSONGEN_SERIALIZE Point {
  int x;
  int y;
};

// docs/json-lines.md: a record of a JSON Lines file.
struct JSONGEN_SERIALIZE Event {
  std::string user;
  std::int64_t amount = 0;
};
}  // namespace docs
