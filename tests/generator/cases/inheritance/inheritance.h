#pragma once
#include <jsongen/jsongen.h>

#include <string>

struct Plain {  // not annotated: its fields still come first
  int plain;
};

struct JSONGEN_SERIALIZE Named : Plain {
  std::string name;
};

struct Extra {
  bool extra;
  int hidden JSONGEN_SKIP;
};

// Multiple and multi-level inheritance: Plain, Named, Extra, then own fields.
struct JSONGEN_SERIALIZE Multi : Named, Extra {
  double own;
};

class Secretive {
  JSONGEN_FRIEND;
  int secret_ = 11;

 protected:
  int guarded_ = 12;
};

// Private members and a private base, readable through JSONGEN_FRIEND.
class JSONGEN_SERIALIZE Account : private Secretive {
  JSONGEN_FRIEND;

 public:
  explicit Account(int id) : id_(id) {}

 private:
  int id_;
  std::string password_ JSONGEN_SKIP = "never";
};

// A virtual diamond: VBase is one subobject, so its field is written once,
// where it is first met (through Left).
struct VBase {
  int v = 1;
};
struct VLeft : virtual VBase {
  int left = 2;
};
struct VRight : virtual VBase {
  int right = 3;
};
struct JSONGEN_SERIALIZE Diamond : VLeft, VRight {
  int own = 4;
};
