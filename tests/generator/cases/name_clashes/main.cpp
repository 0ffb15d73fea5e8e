#include <iostream>

#include "name_clashes.json.h"
#include "round_trip.h"  // every value read back and written again

int main() {
  All x{};
  x.i.top = 1;
  x.ai.in_a = 2;
  x.bi = {{3}, {4}};
  x.abi.deep = {{5}, {6}};
  x.abi.k = a::Kind::Y;
  x.abi.bk = b::Kind::X;
  x.o = {{7}, {8}};
  x.di.d = 9;
  x.s.not_std = 10;
  x.ser.named_like_the_runtime = 11;
  x.w = {12, 13, 14};
  x.v.ver = 16;
  x.list.resize(1);
  std::cout << jsongen_test::to_json(x);
}
