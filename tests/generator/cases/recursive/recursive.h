#pragma once
#include <jsongen/jsongen.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// Types that hold themselves: through a vector, a unique_ptr, a shared_ptr,
// a map and an optional pointer; two types that hold each other; a
// recursive class template.
struct JSONGEN_SERIALIZE Tree {
  int value;
  std::vector<Tree> children;
};

struct JSONGEN_SERIALIZE List {
  std::string item;
  std::unique_ptr<List> next;
};

struct JSONGEN_SERIALIZE Graph {
  std::string name;
  std::vector<std::shared_ptr<Graph>> edges;
  std::map<std::string, Graph> named;
  std::optional<std::unique_ptr<Graph>> maybe;
};

struct Employee;
struct JSONGEN_SERIALIZE Team {
  std::string name;
  std::vector<Employee> members;
};
struct JSONGEN_SERIALIZE Employee {
  std::string name;
  std::unique_ptr<Team> leads;
};

template <class T>
struct JSONGEN_SERIALIZE Node {
  T value;
  std::vector<Node<T>> children;
};

struct JSONGEN_SERIALIZE Forest {
  std::vector<Tree> trees;
  Node<std::string> labels;
  List list;
  Graph graph;
  Team team;
};
