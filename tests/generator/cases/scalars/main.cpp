#include <cstdio>
#include <limits>

#include "scalars.json.h"

int main() {
  Scalars v{true, false, -128, 255, -32768, 65535, -2147483647 - 1, 4294967295u, -1, 1, -9000000000000000000LL,
            18000000000000000000ULL, std::numeric_limits<std::int64_t>::min(),
            std::numeric_limits<std::uint64_t>::max(), 'x', '"', 30.2f, 0.1, 5e-324, 1e300,
            std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
            -std::numeric_limits<float>::infinity(), "tab\there \"quoted\" \\ caf\xc3\xa9 \x01", "view", "c string",
            nullptr};
  std::puts(jsongen::to_json(v).c_str());
}
