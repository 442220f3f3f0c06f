#include "io/yaml_support.hpp"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <sstream>

namespace mancala {
namespace {

// Thrown out of the parser's walk to stop it where it would loop.
struct Stalled {
  YAML::Mark mark;
};

// Watches where each YAML document starts, and nothing else.
class DocumentStartWatch : public YAML::EventHandler {
 public:
  void OnDocumentStart(const YAML::Mark& mark) override {
    if (started_ && mark.pos == last_start_.pos) throw Stalled{mark};
    started_ = true;
    last_start_ = mark;
  }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}

 private:
  bool started_ = false;
  YAML::Mark last_start_;
};

}  // namespace

std::optional<YAML::Mark> yaml_document_stall(const std::string& text) {
  std::istringstream in(text);
  YAML::Parser parser(in);
  DocumentStartWatch watch;
  try {
    while (parser.HandleNextDocument(watch)) {
    }
  } catch (const Stalled& stalled) {
    return stalled.mark;
  }
  return std::nullopt;
}

std::string yaml_kind_name(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map:
      return "a mapping";
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Scalar:
      return "'" + node.Scalar() + "'";
    default:
      return "nothing";
  }
}

}  // namespace mancala
