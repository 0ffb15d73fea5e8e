// A third-party type, generated for through TYPES vendor::Money.
#pragma once

namespace vendor {
struct Money {
  long cents;
};
}  // namespace vendor
