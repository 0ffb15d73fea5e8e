#pragma once
#include <jsongen/jsongen.h>

#include <deque>
#include <forward_list>
#include <list>
#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>

enum class Day { Mon, Tue };

struct JSONGEN_SERIALIZE Leaf {
  int id;
};

struct JSONGEN_SERIALIZE StdTypes {
  std::pair<int, std::string> pair;
  std::tuple<bool, double, std::string, Leaf> tuple;
  std::tuple<> empty_tuple;
  std::deque<int> deque;
  std::list<std::string> list;
  std::forward_list<int> forward;
  std::set<int> set;
  std::multiset<int> multiset;
  std::unordered_set<int> unordered_set;
  std::unique_ptr<Leaf> unique;
  std::unique_ptr<Leaf> unique_null;
  std::shared_ptr<std::vector<int>> shared;
  const Leaf* raw;
  int* raw_null;
  std::map<int, std::string> int_keys;
  std::map<unsigned long long, bool> big_keys;
  std::map<Day, int> enum_keys;
  std::unordered_map<long, Leaf> unordered_int_keys;
};
