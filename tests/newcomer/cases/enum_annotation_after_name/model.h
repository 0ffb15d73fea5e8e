#pragma once
#include <jsongen/annotations.h>

namespace app {
enum class Transport JSONGEN_SERIALIZE { Tcp, Udp };  // after the name, as with a base class

struct JSONGEN_SERIALIZE Connection {
  Transport transport;
  int port;
};
}  // namespace app
