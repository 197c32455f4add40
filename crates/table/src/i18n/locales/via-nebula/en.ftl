## Via Nebula (en)

vn-new-game-title = New game of Via Nebula
vn-player-count = Number of players
vn-side = Board side
vn-side-beginner = Beginner side
vn-side-expert = Expert side
vn-seed = Seed (optional)
vn-seed-hint = The same seed and the same moves give the same game. Leave empty for a random one.
vn-seed-invalid = The seed must be a whole number (digits only), or left empty.
vn-start = Start the game

vn-colour-vermilion = vermilion
vn-colour-blue = blue
vn-colour-yellow = yellow
vn-colour-purple = reddish purple
vn-shape-circle = circle
vn-shape-square = square
vn-shape-triangle = triangle
vn-shape-diamond = diamond

vn-res-wood = wood
vn-res-stone = stone
vn-res-clay = clay
vn-res-wheat = wheat
vn-res-food = food
vn-res-count-wood = { $count ->
    [one] { $count } wood
   *[other] { $count } wood
}
vn-res-count-stone = { $count ->
    [one] { $count } stone
   *[other] { $count } stone
}
vn-res-count-clay = { $count ->
    [one] { $count } clay
   *[other] { $count } clay
}
vn-res-count-wheat = { $count ->
    [one] { $count } wheat
   *[other] { $count } wheat
}
vn-res-count-food = { $count ->
    [one] { $count } food
   *[other] { $count } food
}
vn-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
vn-cost-different = { $count ->
    [one] { $count } resource
   *[other] { $count } resources of different kinds
}
vn-cost-identical = { $count ->
    [one] { $count } resource
   *[other] { $count } resources of the same kind
}

vn-card-quiet-town = Quiet Town
vn-card-express-delivery = Express Delivery
vn-card-secret-plan = Secret Plan
vn-card-shortcut = Shortcut
vn-card-abundance = Abundance
vn-card-architect = Architect
vn-card-adventurers = Adventurers
vn-card-burgomaster = Burgomaster
vn-card-caravan = Caravan
vn-card-distillery = Distillery
vn-card-lazy-explorer = Lazy Explorer
vn-card-export = Export
vn-card-store = Store
vn-card-merchant = Merchant
vn-card-carpentry = Carpentry
vn-card-priest = Priest
vn-card-airway = Airway
vn-end-card = End-of-game card

vn-effect-quiet-town = No power.
vn-effect-express-delivery = Put a resource of your choice from the reserve on one of your building sites.
vn-effect-secret-plan = Add the top card of the contract deck to your hand; it counts as a private contract.
vn-effect-shortcut = Move the two leftmost meadow tiles of your guild board to the reserve.
vn-effect-abundance = Remove any exploitation token from the board; its resources stay on its space as a new neutral exploitation, and the token goes back to the box.
vn-effect-architect = No power. At the end: 1 point per contract you fulfilled, this one included.
vn-effect-adventurers = Put a meadow tile from your guild board on any forbidden zone, ignoring the exploration rules.
vn-effect-burgomaster = No power. At the end: 2 points per building you built with a contract needing exactly 2 resources.
vn-effect-caravan = Return 1 resource from one of your exploitations, building sites or your storage to the reserve.
vn-effect-distillery = Take one extra basic action. If building was your first action, the extra action and your remaining one may explore a petrified forest.
vn-effect-lazy-explorer = No power. At the end: 1 point per explorer of your guild board not revealed.
vn-effect-export = Return 1 or 2 resources from your exploitations, building sites or storage to the reserve.
vn-effect-store = Swap one of your resources (on one of your exploitations or building sites) for a resource of your choice from the reserve.
vn-effect-merchant = No power. At the end: 1 point per exploitation token you own.
vn-effect-carpentry = Put a meadow tile from your guild board on any petrified forest, ignoring the exploration rules.
vn-effect-priest = No power.
vn-effect-airway = Take any meadow tile from the board and put it on any fog space, ignoring the exploration rules.

vn-error-game-over = The game is over.
vn-error-must-end-turn = You have used your actions: end your turn.
vn-error-turn-not-finished = You still have an action to take before ending your turn.
vn-error-power-pending = First use or skip the power of the contract you just fulfilled.
vn-error-no-power-pending = There is no card power to use now.
vn-error-wrong-power = The card you just fulfilled does not have that power.
vn-error-no-such-hex = There is no such hex on the board.
vn-error-no-craftsman-left = You have no craftsman left on your guild board.
vn-error-no-token-there = There is no exploitation token on that hex.
vn-error-no-site-left = You have no building site left on your guild board.
vn-error-sites-exceed-buildings = You cannot have more building sites on the board than buildings left to build.
vn-error-not-a-ruin = Building sites go on ruins only.
vn-error-ruin-full = These ruins have no free place for a building site.
vn-error-not-fog = That hex is not a fog space.
vn-error-not-forest = That hex is not a petrified forest.
vn-error-not-forbidden = That hex is not a forbidden zone.
vn-error-not-next-to-yours = That hex is not next to anything of yours or an empty meadow.
vn-error-forest-needs-both-actions = Exploring a petrified forest takes both actions of your turn.
vn-error-no-meadow-tile-left = There is no meadow tile left, on your guild board or in the reserve.
vn-error-no-resource-there = There is no such resource there.
vn-error-not-your-site = Resources can only be delivered to, and built on, one of your own building sites.
vn-error-no-path = No path of empty meadows links that exploitation to that building site.
vn-error-contract-not-available = That contract is neither face up on the board nor in your hand.
vn-error-contract-not-met = That building site does not hold the resources this contract needs.
vn-error-cannot-pass = You can only pass when no action is possible.
vn-error-not-yours = That is not one of your exploitations or building sites.
vn-error-no-tile-there = There is no meadow tile placed by a player on that hex.
vn-error-reserve-empty = The reserve has none of that resource left.
vn-error-same-resource = Choose a different resource to take.
vn-error-nothing-to-do = This power would do nothing now.
vn-error-not-this-step = That is not the choice this card's power asks for now.
vn-no-action-there = Nothing of the chosen kind can be done on that hex.

vn-kind-craftsman = Place a craftsman
vn-kind-site = Place a building site
vn-kind-explore-fog = Explore fog
vn-kind-explore-forest = Explore a petrified forest
vn-kind-transport = Transport a resource
vn-kind-build = Build
vn-kind-use-power = Use the power
vn-kind-remove-token = Remove a token
vn-kind-place-tile = Place a meadow tile
vn-kind-move-tile = Move a meadow tile
vn-kind-return-resource = Return a resource
vn-kind-swap-resource = Swap a resource
vn-kind-add-resource = Add a resource
vn-kind-skip-power = Skip
vn-kind-pass = Pass
vn-kind-end-turn = End the turn
vn-kind-chosen = { $kind }: { $count ->
    [one] one choice, highlighted on the board.
   *[other] { $count } choices, highlighted on the board.
}
vn-choices-left = { $count ->
    [one] One choice left.
   *[other] { $count } choices left: pick one beside the hex, or the next hex on the board.
}
vn-hint-board = Click or tap a highlighted hex to choose there.
vn-kinds-label = Kinds of action
vn-actions-label = Possible actions
vn-actions-title = Your actions

vn-half-left = (left half)
vn-half-right = (right half)
vn-do-craftsman = Craftsman on { $hex } ({ $what })
vn-do-site = Building site on { $hex }
vn-do-explore-fog = Explore the fog at { $hex }
vn-do-explore-forest = Explore the petrified forest at { $hex } (both actions)
vn-do-transport = Move 1 { $resource } from { $from } to { $to }
vn-do-build = Build { $card } on { $hex }
vn-do-pass = Pass (no action is possible)
vn-do-end-turn = End the turn
vn-do-use-power = Use the power of { $card }
vn-do-use-power-lost = Use the power of { $card } (no effect: the extra action is lost)
vn-do-skip-power = Skip the power
vn-do-remove-token = Remove the token at { $hex }
vn-do-place-tile = Put a meadow tile on { $hex }
vn-do-move-tile = Move the meadow tile from { $from } to { $to }
vn-do-lift-tile = Take the meadow tile on { $hex }
vn-do-return-resource = Return 1 { $resource } from { $place }
vn-do-swap-resource = Swap 1 { $give } from { $place } for 1 { $take }
vn-do-give-resource = Give 1 { $resource } from { $place }
vn-do-add-resource = Add 1 { $resource } to the site at { $hex }
vn-do-choose-site = Deliver to the site at { $hex }
vn-place-exploitation = the exploitation at { $hex }
vn-place-site = the building site at { $hex }
vn-place-storage = your storage

vn-log-craftsman = { $player } puts a craftsman on { $hex } and takes { $what }.
vn-log-craftsman-returned = { $player } gets their craftsman back from { $hex }.
vn-log-site = { $player } puts a building site on { $hex }.
vn-log-tile = { $player } explores { $hex }.
vn-log-tile-reserve = { $player } explores { $hex } with a tile from the reserve.
vn-log-explorer = { $player } reveals an explorer.
vn-log-transport = { $player } moves 1 { $resource } from { $from } to { $to }.
vn-log-depleted = The exploitation at { $hex } is empty.
vn-log-build = { $player } builds { $card } on { $hex }.
vn-log-surplus = Surplus to storage: { $what }.
vn-log-revealed = { $card } is turned face up.
vn-log-end-card = { $player } takes the end-of-game card: the final round begins.
vn-log-power-skipped = { $player } does not use the power of { $card }.
vn-log-extra-action = { $player } gains an extra action.
vn-log-drawn = { $player } adds the top contract of the deck to their hand.
vn-log-drawn-card = { $player } adds the top contract of the deck to their hand: { $card }.
vn-log-tiles-discarded = { $player } moves { $count ->
    [one] one meadow tile
   *[other] { $count } meadow tiles
} to the reserve.
vn-log-token-removed = The token at { $hex } is removed; { $count ->
    [one] one resource stays
   *[other] { $count } resources stay
} as a neutral exploitation.
vn-log-tile-moved = A meadow tile moves from { $from } to { $to }.
vn-log-returned = { $player } returns 1 { $resource } from { $place } to the reserve.
vn-log-swapped = { $player } swaps 1 { $give } for 1 { $take } at { $place }.
vn-log-added = { $player } adds 1 { $resource } to the site at { $hex }.
vn-log-passed = { $player } cannot act and passes.
vn-log-turn-ended = Turn of { $player }.
vn-log-final-round = Final round, triggered by { $player }.
vn-log-collected = { $player } moves { $count ->
    [one] one resource
   *[other] { $count } resources
} left on the board to storage.
vn-log-game-ended = The game is over.
vn-log-game-ended-stalemate = The game is over: nobody could act any more.

vn-turn-of = { $player } to play: { $count ->
    [0] no action left.
    [one] one action left.
   *[other] { $count } actions left.
}
vn-computer-thinking = (computer)
vn-waiting-computer = { $player } (computer) is to play.
vn-waiting-player = { $player } is to play.
vn-final-round-banner = Final round! { $player } has built five buildings: every other player plays one last turn.
vn-power-pending = Power of { $card }:
vn-turn-power = { $player } to play: choose for the power of { $card }.
vn-power-lost = This fifth building ends your turn: the extra action is lost.

vn-board-label = The valley: { $count ->
    [one] { $count } hex
   *[other] { $count } hexes
}. The tooltip and the lists beside describe it in words.
vn-legend = Players' colours and shapes

vn-terrain-meadow = meadow
vn-terrain-fog = fog
vn-terrain-forest = petrified forest
vn-terrain-ruin = ruins
vn-terrain-forbidden = forbidden zone
vn-terrain-tile = meadow tile
vn-tip-token = token: { $what }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
vn-tip-resources = resources: { $what }
vn-tip-neutral = neutral exploitation
vn-tip-craftsman = craftsman of { $player }
vn-tip-site = building site of { $player }
vn-tip-building = building of { $player }

vn-contracts-title = Contracts
vn-deck-count = { $count ->
    [0] The deck is empty.
    [one] One card in the deck.
   *[other] { $count } cards in the deck.
}
vn-end-card-free = End-of-game card ({ $points } points): still free.
vn-end-card-taken = End-of-game card: taken by { $player }.
vn-hand-title = Private contracts of { $player }
vn-guilds-title = Guilds
vn-reserve = Reserve: { $what }; { $tiles } meadow tiles.
vn-explorer = explorer
vn-guild-buildings = Buildings left
vn-guild-sites = Sites on the guild board
vn-guild-craftsmen = Craftsmen on the guild board
vn-guild-stacks = Meadow stacks
vn-guild-storage = Storage
vn-guild-tokens = Tokens taken
vn-guild-fulfilled = Contracts fulfilled
vn-guild-hand = Hidden contracts

vn-winners = { $count ->
    [one] Winner: { $players }
   *[other] Shared win: { $players }
}
vn-tie-break-storage = Tie on points: the player with fewer resources in storage wins.
vn-score-player = Player
vn-score-tokens = Tokens
vn-score-contracts = Contracts
vn-score-explorers = Explorers
vn-score-end-card = End card
vn-score-storage = Storage
vn-score-total = Total
vn-score-table = Points of each player, by category

vn-rules-title = Rules at hand
vn-rules-turn = On your turn, take exactly two actions among the six below (the same one twice if you like); your turn then ends by itself.
vn-rules-board-title = The valley
vn-rules-actions-title = The six actions
vn-rules-el-meadow-name = Meadow.
vn-rules-el-meadow = Each starts with an exploitation token. Once it holds no token and no resource it is an empty meadow: resources travel only along empty meadows.
vn-rules-el-token-name = Exploitation token.
vn-rules-el-token = The resource it yields and how many (one fewer with 2 or 3 players); the star is its points at the end for whoever took it.
vn-rules-el-exploitation-name = Exploitation.
vn-rules-el-exploitation = A craftsman took the token: its resources wait on the meadow. Anyone may transport them; when the last leaves, the craftsman goes home.
vn-rules-el-fog-name = Fog.
vn-rules-el-fog = Explore it with a meadow tile from your guild board, next to something of yours or to an empty meadow.
vn-rules-el-tile-name = Meadow tile.
vn-rules-el-tile = Laid by exploring (dashed border): an empty meadow from then on.
vn-rules-el-forest-name = Petrified forest.
vn-rules-el-forest = Explored like fog, but it takes both actions of your turn.
vn-rules-el-forbidden-name = Forbidden zone.
vn-rules-el-forbidden = No one explores it; only the Adventurers contract lays a tile on it.
vn-rules-el-ruin-name = Ruins.
vn-rules-el-ruin = Two halves, one building site each (the dashed line); with two players the whole ruins is one site.
vn-rules-el-site-name = Building site.
vn-rules-el-site = Yours, in your colour and shape. Resources you transport wait on it for a contract.
vn-rules-el-building-name = Building.
vn-rules-el-building = A fulfilled contract turns the site into a building; the fifth building of a player ends the game.
vn-rules-action-a = Place a craftsman on an exploitation token: its resources go on the hex, and the token is yours.
vn-rules-action-b = Place a building site on a free half of ruins (the whole ruins with two players).
vn-rules-action-c = Explore: put a meadow tile on a fog hex next to something of yours or to an empty meadow.
vn-rules-action-d = Explore a petrified forest the same way: it takes both actions.
vn-rules-action-e = Transport one resource from an exploitation to one of your sites along empty meadows.
vn-rules-action-f = Build: fulfil a face-up contract or one from your hand with the resources on one of your sites; use its power at once or skip it.
vn-rules-cards-title = { $count ->
    [one] The one contract of this game
   *[other] The { $count } contracts of this game
}
vn-rules-private = private
vn-rules-neutral = neutral
vn-rules-rulings-title = The project's rulings
vn-ruling-mark = Ruling:
vn-ruling-1 = A turn is exactly two actions; you may pass only when no action is possible.
vn-ruling-2 = The same action may be taken twice in a turn (except the petrified forest, which uses both actions).
vn-ruling-3 = "Next to your element" means a hex with your craftsman, site or building; an empty meadow has no token and no resource.
vn-ruling-4 = Meadow tiles come from the leftmost non-empty stack, then from the reserve.
vn-ruling-5 = Your sites on the board may never outnumber the buildings you have left.
vn-ruling-6 = A transport may cross only empty meadows; an exploitation next to the ruins needs no path.
vn-ruling-7 = An exploitation may hold several kinds of resource (after a Store swap): the mover picks the kind.
vn-ruling-8 = When an exploitation is emptied, its craftsman returns to its owner.
vn-ruling-9 = Resources on a building site never move again, except by card powers that say so.
vn-ruling-10 = Surplus resources on a site go to your storage when you build (-1 point each at the end).
vn-ruling-11 = A face-up contract used is replaced at once from the deck; an empty deck leaves the space empty.
vn-ruling-12 = The Distillery's extra action may itself be a build.
vn-ruling-13 = The reserve holds 18 of each resource; when it runs short, you get what is left.
vn-ruling-13a = With 2 or 3 players every exploitation token yields one resource fewer, the special ones too: the four neutral special exploitations hold 4 resources instead of 5.
vn-ruling-14 = Whoever builds their fifth building takes the end-of-game card. The card's power is offered as for any build, then the turn ends at once (an extra action from the Distillery is lost); every other player plays one more turn, then resources left on your sites and worked exploitations go to storage.
vn-ruling-15 = A tie on points goes to fewer resources in storage; a further tie is a shared win.
vn-ruling-15a = If no player can act for a whole round, the game ends as if the final round had been played; nobody takes the end-of-game card, and the end screen says no one could act.
vn-ruling-16 = Hidden from opponents: contracts in hand and the order of the deck. Which special token was removed at setup is known to all (the other four lie face up). Points of tokens taken by craftsmen are shown to all, as everyone saw them face up.
vn-ruling-17 = Fulfilled contracts are shown to everyone: all players saw each one taken.
vn-ruling-18 = When the Priest or the Lazy Explorer could use several combinations of resources, the lowest kinds (wood first) go back to the reserve; the score is the same either way.
vn-rules-content-note = The board, tokens and card costs are this project's own design (the printed values are not published); owners of the game may load theirs.
vn-kind-count = { $count ->
    [one] one possible action of this kind
   *[other] { $count } possible actions of this kind
}

# What a choice is worth, the running score (docs/table-screen.md "Choices that say what they are
# worth").
vn-why-craftsman = its token is worth { $points }
vn-why-build = { $points } for this contract
vn-why-completes = completes the { $card } contract
vn-why-toward = toward the { $card } contract (still lacks { $what })
vn-why-site = a new building site, to gather resources for a contract
vn-why-explore = opens the valley: a new meadow for craftsmen and transport
vn-worth-token = token: { $points }
vn-worth-private = private
vn-worth-public = public
vn-worth-uses = uses { $what }
vn-worth-surplus = surplus to storage: { $what } ({ $count ->
    [one] −1 point at the end
   *[other] −{ $count } points at the end
})
vn-worth-explorer = reveals an explorer: +{ $points }
vn-score-if-ended = If the game ended now: { $parts }
vn-score-if-ended-why = The total counts the end of the game already: every resource in storage, and every resource still on the player's building sites and on exploitations holding their craftsmen (it goes to storage at the end), costs 1 point.
vn-score-left-on-board = On sites and exploitations −{ $count }
vn-worth-site-holds = the site then holds { $what }
vn-race-title = Points over the rounds

## Tutorial
# The interactive tutorial (src/tutorial/via-nebula.json): seat names, then each step's text
# and, for a step that wants a move, why another move is not the one (suffix -other).
vn-tutorial-seat-you = Robin
vn-tutorial-seat-other = Your opponent
vn-tutorial-intro = Welcome to the valley! You play Robin. Your building site at I7 already holds a wood, and your craftsmen work the food at I6 and the wood at J7. Each turn you take exactly two actions, and you score mostly by fulfilling contracts.
vn-tutorial-craftsman = Action A: put your last craftsman on the wheat token at G6. Its 4 wheat appear on the hex, and the token (2 points) is yours.
vn-tutorial-craftsman-other = Here, place your craftsman on the wheat token at G6: the contracts within your reach need wheat.
vn-tutorial-deliver = Now transport a food from your exploitation at I6 to your building site next door at I7. With the wood already there, the site holds what Export needs: wood and food.
vn-tutorial-deliver-other = Bring the food from I6 to your site at I7 now: with the wood already there, it matches Export.
vn-tutorial-fog = Your opponent has just built Export: a face-up contract goes to whoever builds it first. Caravan needs wheat and food, so explore the fog at H6 (action C) to link your wheat at G6 to your site.
vn-tutorial-fog-other = Explore the fog at H6: it touches your craftsman and your site, and a meadow tile there opens a path for your wheat.
vn-tutorial-transport = Action E: transport a wheat from G6 to your site at I7, across the meadow tile at H6. A path may only cross empty meadows; take from your own exploitation, because whatever is left on it at the end goes to your storage.
vn-tutorial-transport-other = Take the wheat from your own exploitation at G6, over H6: resources left on your exploitations at the end cost 1 point each, those on neutral ones cost nothing.
vn-tutorial-build = Action F: build Caravan on your site at I7, as it needs wheat and food. The wood is not needed: surplus goes to your storage, and every resource there costs 1 point at the end.
vn-tutorial-build-other = Build Caravan here: its power can clear the surplus wood from your storage at once.
vn-tutorial-power = Use the power of Caravan now: return the wood from your storage to the reserve. Your storage is empty again, and the penalty is gone.
vn-tutorial-power-other = Return the wood from your storage: that is why you built Caravan, and a power is used at once or never.
vn-tutorial-site = Your building site has come back to your guild board. Action B: put it on the ruins at I3, between the clay at H3 and the stone at H2, which Store needs. With two players a site fills the whole ruins.
vn-tutorial-site-other = Put your building site on the ruins at I3: they touch two exploitation tokens, ready for a future contract.
vn-tutorial-toward-forest = A petrified forest can only be explored next to something of yours or an empty meadow. Explore the fog at G5, beside your craftsman: it touches the forests.
vn-tutorial-toward-forest-other = Explore G5 now: next turn, this meadow tile lets you explore the petrified forest beside it.
vn-tutorial-food-second-site = With your last action, transport a food from I6 to your other building site, right next to it at J5.
vn-tutorial-food-second-site-other = Bring the food from I6 to your site at J5: the site is empty and the food is at hand.
vn-tutorial-forest = Action D: explore the petrified forest at F5, next to your meadow tile at G5. A forest takes both actions of your turn, so explore it at the start of a turn.
vn-tutorial-forest-other = Explore the forest at F5 now: it needs both actions, and your turn has just begun.
vn-tutorial-explorers = Explore the fog at I5. It takes the last meadow tile of your first stack: an explorer appears on your guild board, worth 2 points at the end (each emptied stack reveals one).
vn-tutorial-explorers-other = Explore I5: this tile empties your first stack and reveals an explorer, worth 2 points.
vn-tutorial-wheat-path = Transport a wheat from G6 to your site at J5, over the meadow tiles at H6 and I5. With wheat and food there, the Express Delivery in your hand is ready for your next turn.
vn-tutorial-wheat-path-other = Carry the wheat from G6 to J5 over your two meadow tiles: the site then holds wheat and food.
vn-tutorial-end = The game ends when a player erects their fifth building: they take the end-of-game card (2 points), and every other player plays one last turn. Then the resources left on your building sites and your exploitations go to your storage.
vn-tutorial-scoring = Add up your exploitation tokens, your fulfilled contracts (not those in hand), 2 points per explorer and the end-of-game card, then subtract 1 point per resource in storage. A tie goes to the player with fewer resources in storage. Now it is your turn to play!

## A power's first choice, which changes nothing yet, in the log
vn-log-lifted = { $player } takes the meadow tile on { $hex } ({ $card }); the fog space it goes to comes next.
vn-log-giving = { $player } gives 1 { $resource } from { $place } ({ $card }); the resource taken for it comes next.
vn-log-site-chosen = { $player } chooses the building site { $hex } ({ $card }); the resource delivered comes next.
vn-log-export-stopped = { $player } stops after one resource ({ $card }).
vn-log-power-lost = The table uses the power of { $card } for { $player }: it gives nothing, since the fifth building ends the turn and its extra action is lost (ruling 14).
