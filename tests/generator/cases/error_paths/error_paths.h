// Where an error is reported: one failing value in every place a path can
// lead through (struct fields, bases, omitted fields, containers, map keys
// and values, tuples, variants plain and tagged, pointers, user-written
// serializers and JSONGEN_WITH writers, a struct written by parts). main.cpp
// checks each against the writer that tracks the path as it writes.
#pragma once
#include <jsongen/jsongen.h>

#include <array>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

namespace ep {

// Written by user serializers (below): an amount that rejects negative
// values, and a ledger that writes an object of its own around amounts.
struct Money {
  long cents = 0;
};
struct Ledger {
  std::string owner;
  std::vector<Money> entries;
};

// JSONGEN_WITH: a writer that rejects the empty string.
struct NonEmpty {
  template <class W>
  static char* write(W& w, char* p, const std::string& s) {
    if (s.empty()) w.fail(jsongen::errc::invalid_value);
    return jsongen::write_value(w, p, s);
  }
};

enum class Color { Red, Green };

struct JSONGEN_SERIALIZE Leaf {
  int id = 0;
  std::string name;
  double score = 0;
};

struct JSONGEN_SERIALIZE Base {
  std::string base_name;
};

struct JSONGEN_SERIALIZE Record : Base {
  std::string title;
  std::optional<std::string> note JSONGEN_OMIT_EMPTY;
  std::vector<Leaf> leaves;
  std::map<std::string, Leaf> by_name;
  std::map<int, std::vector<std::string>> by_id;
  std::map<Color, std::string> by_color;
  std::map<std::string_view, double> by_view;
  std::tuple<int, std::string, double> triple;
  std::pair<std::string, Leaf> pair;
  std::variant<int, std::string, Leaf> plain;
  std::variant<Leaf, std::string> external JSONGEN_TAGGED("type", "value");
  std::variant<std::monostate, Leaf> internal JSONGEN_TAG_FIELD("kind");
  std::unique_ptr<Leaf> owned;
  std::shared_ptr<Leaf> shared;
  const Leaf* raw = nullptr;
  const char* c_text = "c";
  char chars[8] = "abc";
  char letter = 'x';
  std::array<double, 3> xyz{};
  float ratio = 0;
  Money money;
  std::vector<std::optional<Money>> monies;
  Ledger ledger;
  std::string shout JSONGEN_WITH(ep::NonEmpty) = "hey";
  std::map<std::string, std::map<std::string, double>> nested;
  std::deque<std::list<std::string>> deep;
  std::set<std::string> tags;
  Color color = Color::Red;
  std::vector<long> numbers;
};

// More fields than one generated function holds: written (and searched) by parts.
struct JSONGEN_SERIALIZE Wide {
  std::string s0;
  std::string s1;
  std::string s2;
  std::string s3;
  std::string s4;
  std::string s5;
  std::string s6;
  std::string s7;
  std::string s8;
  std::string s9;
  std::string s10;
  std::string s11;
  std::string s12;
  std::string s13;
  std::string s14;
  std::string s15;
  std::string s16;
  std::string s17;
  std::string s18;
  std::string s19;
  std::string s20;
  std::string s21;
  std::string s22;
  std::string s23;
  std::string s24;
  std::string s25;
  std::string s26;
  std::string s27;
  std::string s28;
  std::string s29;
  std::string s30;
  std::string s31;
  std::string s32;
  std::string s33;
  std::string s34;
  std::string s35;
  std::string s36;
  std::string s37;
  std::string s38;
  std::string s39;
  std::string s40;
  std::string s41;
  std::string s42;
  std::string s43;
  std::string s44;
  std::string s45;
  std::string s46;
  std::string s47;
  std::string s48;
  std::string s49;
  std::string s50;
  std::string s51;
  std::string s52;
  std::string s53;
  std::string s54;
  std::string s55;
  std::string s56;
  std::string s57;
  std::string s58;
  std::string s59;
  std::string s60;
  std::string s61;
  std::string s62;
  std::string s63;
  std::string s64;
  std::string s65;
  std::string s66;
  std::string s67;
  std::string s68;
  std::string s69;
  std::string s70;
  std::string s71;
  std::string s72;
  std::string s73;
  std::string s74;
  std::string s75;
  std::string s76;
  std::string s77;
  std::string s78;
  std::string s79;
  std::string s80;
  std::string s81;
  std::string s82;
  std::string s83;
  std::string s84;
  std::string s85;
  std::string s86;
  std::string s87;
  std::string s88;
  std::string s89;
  std::string s90;
  std::string s91;
  std::string s92;
  std::string s93;
  std::string s94;
  std::string s95;
  std::string s96;
  std::string s97;
  std::string s98;
  std::string s99;
  std::string s100;
  std::string s101;
  std::string s102;
  std::string s103;
  std::string s104;
  std::string s105;
  std::string s106;
  std::string s107;
  std::string s108;
  std::string s109;
  std::string s110;
  std::string s111;
  std::string s112;
  std::string s113;
  std::string s114;
  std::string s115;
  std::string s116;
  std::string s117;
  std::string s118;
  std::string s119;
  std::string s120;
  std::string s121;
  std::string s122;
  std::string s123;
  std::string s124;
  std::string s125;
  std::string s126;
  std::string s127;
  std::string s128;
  std::string s129;
  std::string s130;
  std::string s131;
  std::string s132;
  std::string s133;
  std::string s134;
  std::string s135;
  std::string s136;
  std::string s137;
  std::string s138;
  std::string s139;
  std::string s140;
  std::string s141;
  std::string s142;
  std::string s143;
  std::string s144;
  std::string s145;
  std::string s146;
  std::string s147;
  std::string s148;
  std::string s149;
  std::string s150;
  std::string s151;
  std::string s152;
  std::string s153;
  std::string s154;
  std::string s155;
  std::string s156;
  std::string s157;
  std::string s158;
  std::string s159;
  std::string s160;
  std::string s161;
  std::string s162;
  std::string s163;
  std::string s164;
  std::string s165;
  std::string s166;
  std::string s167;
  std::string s168;
  std::string s169;
  std::string s170;
  std::string s171;
  std::string s172;
  std::string s173;
  std::string s174;
  std::string s175;
  std::string s176;
  std::string s177;
  std::string s178;
  std::string s179;
  std::string s180;
  std::string s181;
  std::string s182;
  std::string s183;
  std::string s184;
  std::string s185;
  std::string s186;
  std::string s187;
  std::string s188;
  std::string s189;
  std::string s190;
  std::string s191;
  std::string s192;
  std::string s193;
  std::string s194;
  std::string s195;
  std::string s196;
  std::string s197;
  std::string s198;
  std::string s199;
  std::string s200;
  std::string s201;
  std::string s202;
  std::string s203;
  std::string s204;
  std::string s205;
  std::string s206;
  std::string s207;
  std::string s208;
  std::string s209;
  std::string s210;
  std::string s211;
  std::string s212;
  std::string s213;
  std::string s214;
  std::string s215;
  std::string s216;
  std::string s217;
  std::string s218;
  std::string s219;
  std::string s220;
  std::string s221;
  std::string s222;
  std::string s223;
  std::string s224;
  std::string s225;
  std::string s226;
  std::string s227;
  std::string s228;
  std::string s229;
  std::string s230;
  std::string s231;
  std::string s232;
  std::string s233;
  std::string s234;
  std::string s235;
  std::string s236;
  std::string s237;
  std::string s238;
  std::string s239;
  std::string s240;
  std::string s241;
  std::string s242;
  std::string s243;
  std::string s244;
  std::string s245;
  std::string s246;
  std::string s247;
  std::string s248;
  std::string s249;
  std::string s250;
  std::string s251;
  std::string s252;
  std::string s253;
  std::string s254;
  std::string s255;
  std::string s256;
  std::string s257;
  std::string s258;
  std::string s259;
  std::string s260;
  std::string s261;
  std::string s262;
  std::string s263;
  std::string s264;
  std::string s265;
  std::string s266;
  std::string s267;
  std::string s268;
  std::string s269;
  std::string s270;
  std::string s271;
  std::string s272;
  std::string s273;
  std::string s274;
  std::string s275;
  std::string s276;
  std::string s277;
  std::string s278;
  std::string s279;
  std::string s280;
  std::string s281;
  std::string s282;
  std::string s283;
  std::string s284;
  std::string s285;
  std::string s286;
  std::string s287;
  std::string s288;
  std::string s289;
  std::string s290;
  std::string s291;
  std::string s292;
  std::string s293;
  std::string s294;
  std::string s295;
  std::string s296;
  std::string s297;
  std::string s298;
  std::string s299;
};

}  // namespace ep

namespace jsongen {
template <>
struct serializer<ep::Money> {
  template <class W>
  static char* write(W& w, char* p, const ep::Money& m) {
    if (m.cents < 0) w.fail(errc::invalid_value);
    return write_value(w, p, m.cents);
  }
};
template <>
struct serializer<ep::Ledger> {
  template <class W>
  static char* write(W& w, char* p, const ep::Ledger& l) {
    p = w.key(p, "{\"owner\":");
    p = write_value(w, p, l.owner);
    p = w.key(p, ",\"entries\":");
    p = w.begin_array(p);
    for (std::size_t i = 0; i < l.entries.size(); ++i) {
      p = w.array_item(p, i);
      p = write_value(w, p, l.entries[i]);
    }
    p = w.end_array(p, l.entries.size());
    return w.end_object(p);
  }
};
}  // namespace jsongen
