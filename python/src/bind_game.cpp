// Game (a loaded rule set) and State (a game in progress), OpenSpiel-style.
#include <fmt/format.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <stdexcept>

#include "bindings.hpp"
#include "cli/ruleset.hpp"
#include "dsl/loader.hpp"
#include "game_state.hpp"
#include "numbers.hpp"
#include "observation.hpp"
#include "opening_rank.hpp"
#include "presentation/legality.hpp"
#include "presentation/notation.hpp"

namespace py = pybind11;

namespace mancala::python {
namespace {

// An action number as a Python int: one past 64 bits (10**19) is refused with
// the message of any other number that is not an action, not pybind11's TypeError.
std::int64_t action_number(const RuleSet& rules, py::handle action) {
  const std::optional<std::int64_t> number = int64_number(action, "action");
  if (!number)
    throw std::invalid_argument(fmt::format("{} is not an action of this game: actions are 0..{}",
                                            std::string(py::str(action)),
                                            rules.layout.distinct() - 1));
  return *number;
}

// The legal openings of one position as a read-only sequence, never listed
// whole: item i is computed from i.
struct OpeningMoves {
  GameState state;  // a snapshot: later moves on the original do not change it

  std::int64_t size() const { return static_cast<std::int64_t>(state.legal_count()); }
  std::string at(std::int64_t index) const {
    if (index < 0) index += size();
    if (index < 0 || index >= size()) throw py::index_error("opening index out of range");
    return state.opening_move(static_cast<std::uint64_t>(index));
  }
  bool contains(const std::string& text) const {
    std::string why;
    const std::optional<Turn> turn = read_turn(state.game(), text, why);
    return turn && turn->is_opening && turn_problem(state.game(), *turn).empty();
  }
  std::int64_t index(const std::string& text) const {
    std::string why;
    const std::optional<Turn> turn = read_turn(state.game(), text, why);
    if (!turn || !turn->is_opening || !turn_problem(state.game(), *turn).empty())
      throw py::value_error(text + " is not a legal opening here");
    return static_cast<std::int64_t>(
        opening_rank(state.rules().program(), state.game().state(), turn->opening));
  }
};

py::dict parameters(const RuleProgram& p) {
  py::dict out;
  for (const auto& [name, value] : p.params) out[py::str(name)] = value;
  return out;
}

py::array_t<float> observation_array(const GameState& s, py::object player) {
  const int who =
      player.is_none() ? static_cast<int>(index(s.game().state().to_move)) : player.cast<int>();
  if (who != 0 && who != 1) throw py::value_error("player must be 0 (South) or 1 (North)");
  const std::vector<float> values =
      observation(s.rules().program(), s.game().state(), side_at(static_cast<std::size_t>(who)));
  py::array_t<float> out(static_cast<py::ssize_t>(values.size()));
  std::copy(values.begin(), values.end(), out.mutable_data());
  return out;
}

// One flag per move action (the actions below the openings): 1 where legal.
py::array_t<std::uint8_t> legal_mask(const GameState& s) {
  const ActionLayout& layout = s.rules().layout;
  if (s.opening_turn())
    throw py::value_error(
        "an opening turn's actions are counted, not masked: legal_actions() is the range of its " +
        std::to_string(s.legal_count()) + " openings");
  const std::uint64_t size = layout.opening_bound > 0
                                 ? static_cast<std::uint64_t>(layout.opening_base)
                                 : layout.distinct();
  py::array_t<std::uint8_t> out(static_cast<py::ssize_t>(size));
  std::fill(out.mutable_data(), out.mutable_data() + size, 0);
  for (std::int64_t action : s.legal_actions()) out.mutable_data()[action] = 1;
  return out;
}

}  // namespace

void bind_game(py::module_& m) {
  m.attr("TERMINAL") = kTerminalPlayer;
  m.attr("SOUTH") = static_cast<int>(index(kSouth));
  m.attr("NORTH") = static_cast<int>(index(kNorth));

  py::class_<RuleSet, std::shared_ptr<RuleSet>>(m, "Game")
      .def_property_readonly("name", [](const RuleSet& r) { return r.program().game_name; })
      .def_property_readonly("variant", [](const RuleSet& r) { return r.program().variant; })
      .def_property_readonly("parameters", [](const RuleSet& r) { return parameters(r.program()); })
      .def_property_readonly("rule_set",
                             [](const RuleSet& r) { return cli::rule_set_text(r.rules.spec); })
      .def_property_readonly("file", [](const RuleSet& r) { return r.rules.spec.file; })
      .def_property_readonly("warnings", [](const RuleSet& r) { return r.warnings; })
      .def_property_readonly("pits_per_row",
                             [](const RuleSet& r) { return r.program().pits_per_row; })
      .def_property_readonly("marks", [](const RuleSet& r) { return r.program().mark_names; })
      .def_property_readonly("pass_action", [](const RuleSet& r) { return r.layout.pass; })
      .def_property_readonly("opening_action_base",
                             [](const RuleSet& r) -> py::object {
                               if (r.layout.opening_bound == 0) return py::none();
                               return py::int_(r.layout.opening_base);
                             })
      .def("num_distinct_actions", [](const RuleSet& r) { return r.layout.distinct(); })
      .def("max_game_length", [](const RuleSet& r) { return r.max_plies; })
      .def("num_players", [](const RuleSet&) { return 2; })
      .def("min_utility", [](const RuleSet&) { return -1.0; })
      .def("max_utility", [](const RuleSet&) { return 1.0; })
      .def("observation_tensor_shape",
           [](const RuleSet& r) { return std::vector<int>{observation_size(r.program())}; })
      .def("new_initial_state", [](const std::shared_ptr<RuleSet>& r) { return GameState(r); })
      .def("__repr__", [](const RuleSet& r) {
        return "<mancala.Game " + r.program().game_name + " (" + cli::rule_set_text(r.rules.spec) +
               ")>";
      });

  py::class_<OpeningMoves>(m, "OpeningMoves")
      .def("__len__", &OpeningMoves::size)
      .def("__getitem__", &OpeningMoves::at)
      // A slice is listed: keep it short (`moves[:10]`), the whole may hold 10^8 openings.
      .def("__getitem__",
           [](const OpeningMoves& o, const py::slice& slice) {
             py::ssize_t start = 0, stop = 0, step = 0, length = 0;
             if (!slice.compute(static_cast<py::ssize_t>(o.size()), &start, &stop, &step, &length))
               throw py::error_already_set();
             if (length > 10'000'000)
               throw py::value_error("a slice of " + std::to_string(length) +
                                     " openings is too long to list; take at most 10,000,000");
             py::list out;
             for (py::ssize_t i = 0; i < length; ++i, start += step) out.append(o.at(start));
             return out;
           })
      .def("__contains__", &OpeningMoves::contains)
      .def("index", &OpeningMoves::index)
      .def("__repr__", [](const OpeningMoves& o) {
        return "<mancala.OpeningMoves: " + std::to_string(o.size()) + " openings>";
      });

  py::class_<GameState>(m, "State")
      .def("current_player", &GameState::current_player)
      .def("is_terminal", &GameState::is_terminal)
      .def("is_cut", &GameState::cut)
      .def("is_opening_turn", &GameState::opening_turn)
      .def("legal_count", &GameState::legal_count)
      .def(
          "legal_actions",
          [](const GameState& s, py::object player) -> py::object {
            // OpenSpiel's form: a player other than the one to move has none.
            if (!player.is_none() && player.cast<int>() != s.current_player()) return py::list();
            if (!s.opening_turn()) return py::cast(s.legal_actions());
            const std::int64_t base = s.rules().layout.opening_base;
            return py::module_::import("builtins")
                .attr("range")(base, base + static_cast<std::int64_t>(s.legal_count()));
          },
          py::arg("player") = py::none())
      .def("legal_moves",
           [](const GameState& s) -> py::object {
             if (!s.opening_turn()) return py::cast(s.legal_moves());
             return py::cast(OpeningMoves{s});
           })
      .def(
          "apply_action",
          [](GameState& s, py::handle a) { s.apply_action(action_number(s.rules(), a)); },
          py::arg("action"))
      .def("apply_move", &GameState::apply_move)
      .def(
          "action_to_string",
          [](const GameState& s, py::handle a) {
            return s.action_to_string(action_number(s.rules(), a));
          },
          py::arg("action"))
      .def("string_to_action", &GameState::string_to_action)
      .def("returns", &GameState::returns)
      .def("result",
           [](const GameState& s) -> py::object {
             if (!s.game().over()) return py::none();
             const GameResult r = s.game().result();
             py::dict out;
             out["south"] = r.south;
             out["north"] = r.north;
             out["winner"] = !r.winner ? py::object(py::none())
                                       : py::object(py::int_(static_cast<int>(index(*r.winner))));
             return out;
           })
      .def("history", &GameState::history)
      .def("moves", &GameState::moves)
      .def("ply", [](const GameState& s) { return s.history().size(); })
      .def("clone", [](const GameState& s) { return GameState(s); })
      .def("__copy__", [](const GameState& s) { return GameState(s); })
      .def("__deepcopy__", [](const GameState& s, py::dict) { return GameState(s); })
      .def("observation_tensor", &observation_array, py::arg("player") = py::none())
      // What OpenSpiel's algorithms also ask of a state: no chance, no
      // simultaneous moves; rewards only at the end.
      .def("is_chance_node", [](const GameState&) { return false; })
      .def("is_simultaneous_node", [](const GameState&) { return false; })
      .def("is_player_node", [](const GameState& s) { return !s.is_terminal(); })
      .def("rewards", &GameState::returns)
      .def(
          "player_return",
          [](const GameState& s, int player) {
            if (player != 0 && player != 1)
              throw py::value_error("player must be 0 (South) or 1 (North)");
            return s.returns()[static_cast<std::size_t>(player)];
          },
          py::arg("player"))
      .def("child",
           [](const GameState& s, py::handle action) {
             GameState next(s);
             next.apply_action(action_number(s.rules(), action));
             return next;
           })
      .def(
          "observation_string", [](const GameState& s, py::object) { return s.board(); },
          py::arg("player") = py::none())
      .def("legal_actions_mask", &legal_mask)
      .def("pits",
           [](const GameState& s) {
             const RuleProgram& p = s.rules().program();
             const State& st = s.game().state();
             return std::vector<int>(st.cells.begin(), st.cells.begin() + p.pit_count());
           })
      .def(
          "stores",
          [](const GameState& s) {
            const RuleProgram& p = s.rules().program();
            const State& st = s.game().state();
            return std::vector<int>{st.cells[p.store_cell(kSouth)], st.cells[p.store_cell(kNorth)]};
          })
      .def("owners",
           [](const GameState& s) {
             std::vector<int> out;
             for (int c = 0; c < s.rules().program().pit_count(); ++c)
               out.push_back(static_cast<int>(index(s.game().state().owner(c))));
             return out;
           })
      .def("marks",
           [](const GameState& s) {
             // {mark: [pit names]}, the marks no pit carries left out (as `trace` writes them).
             const RuleProgram& p = s.rules().program();
             py::dict out;
             for (std::size_t m = 0; m < p.mark_names.size(); ++m) {
               py::list pits;
               for (int c = 0; c < p.pit_count(); ++c)
                 if ((s.game().state().marks[m] >> c) & 1) pits.append(pit_name(p, c));
               if (!pits.empty()) out[py::str(p.mark_names[m])] = pits;
             }
             return out;
           })
      .def("get_game",
           [](const GameState& s) { return std::const_pointer_cast<RuleSet>(s.shared_rules()); })
      .def("__str__", &GameState::board)
      .def("__repr__", [](const GameState& s) {
        return "<mancala.State " + s.rules().program().game_name + " after " +
               std::to_string(s.history().size()) + " turns>";
      });

  m.def("variants", &declared_variants, py::arg("file"),
        "The names of the variants a rule file declares.");
  m.def(
      "_load",
      [](const std::string& argument, const std::string& variant,
         const std::vector<std::string>& sets, py::handle max_plies) {
        // The range of `simulate --max-plies`, with its message.
        const int plies = static_cast<int>(whole_number(max_plies, "max_plies", 1, 100000000));
        return std::const_pointer_cast<RuleSet>(load_rule_set(argument, variant, sets, plies));
      },
      py::arg("ruleset"), py::arg("variant"), py::arg("sets"), py::arg("max_plies"));
}

}  // namespace mancala::python
