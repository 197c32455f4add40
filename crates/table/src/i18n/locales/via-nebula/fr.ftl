## Via Nebula (fr)

vn-new-game-title = Nouvelle partie de Via Nebula
vn-player-count = Nombre de joueurs
vn-side = Face du plateau
vn-side-beginner = Face débutant
vn-side-expert = Face expert
vn-seed = Graine (facultative)
vn-seed-hint = La même graine et les mêmes coups donnent la même partie. Laissez vide pour une partie au hasard.
vn-seed-invalid = La graine doit être un nombre entier (des chiffres seulement), ou rester vide.
vn-start = Commencer la partie

vn-colour-vermilion = vermillon
vn-colour-blue = bleu
vn-colour-yellow = jaune
vn-colour-purple = pourpre
vn-shape-circle = rond
vn-shape-square = carré
vn-shape-triangle = triangle
vn-shape-diamond = losange

vn-res-wood = bois
vn-res-stone = pierre
vn-res-clay = argile
vn-res-wheat = blé
vn-res-food = nourriture
vn-res-count-wood = { $count ->
    [one] { $count } bois
   *[other] { $count } bois
}
vn-res-count-stone = { $count ->
    [one] { $count } pierre
   *[other] { $count } pierres
}
vn-res-count-clay = { $count ->
    [one] { $count } argile
   *[other] { $count } argiles
}
vn-res-count-wheat = { $count ->
    [one] { $count } blé
   *[other] { $count } blés
}
vn-res-count-food = { $count ->
    [one] { $count } nourriture
   *[other] { $count } nourritures
}
vn-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
vn-cost-different = { $count ->
    [one] { $count } ressource
   *[other] { $count } ressources de types différents
}
vn-cost-identical = { $count ->
    [one] { $count } ressource
   *[other] { $count } ressources identiques
}

vn-card-quiet-town = Bourg calme
vn-card-express-delivery = Livraison express
vn-card-secret-plan = Plan secret
vn-card-shortcut = Raccourci
vn-card-abundance = Abondance
vn-card-architect = Architecte
vn-card-adventurers = Aventuriers
vn-card-burgomaster = Bourgmestre
vn-card-caravan = Caravane
vn-card-distillery = Distillerie
vn-card-lazy-explorer = Explorateur paresseux
vn-card-export = Exportation
vn-card-store = Magasin
vn-card-merchant = Marchand
vn-card-carpentry = Menuiserie
vn-card-priest = Prêtre
vn-card-airway = Voie des airs
vn-end-card = Carte de fin de partie

vn-effect-quiet-town = Aucun pouvoir.
vn-effect-express-delivery = Placez une ressource de votre choix prise dans la réserve sur l’un de vos chantiers.
vn-effect-secret-plan = Ajoutez la carte du dessus de la pioche de contrats à votre main ; elle compte comme un contrat privé.
vn-effect-shortcut = Remettez dans la réserve les deux tuiles prairie les plus à gauche de votre plateau de guilde.
vn-effect-abundance = Retirez du plateau n’importe quel jeton d’exploitation ; ses ressources restent sur sa case comme nouvelle exploitation neutre, et le jeton retourne dans la boîte.
vn-effect-architect = Aucun pouvoir. En fin de partie : 1 point par contrat que vous avez rempli, celui-ci compris.
vn-effect-adventurers = Placez une tuile prairie de votre plateau de guilde sur n’importe quelle zone interdite, sans tenir compte des règles d’exploration.
vn-effect-burgomaster = Aucun pouvoir. En fin de partie : 2 points par bâtiment construit avec un contrat demandant exactement 2 ressources.
vn-effect-caravan = Remettez dans la réserve 1 ressource de l’une de vos exploitations, de l’un de vos chantiers ou de votre entrepôt.
vn-effect-distillery = Effectuez une action de base supplémentaire. Si construire était votre première action, l’action supplémentaire et celle qui vous reste peuvent explorer une forêt pétrifiée.
vn-effect-lazy-explorer = Aucun pouvoir. En fin de partie : 1 point par explorateur de votre plateau de guilde non révélé.
vn-effect-export = Remettez dans la réserve 1 ou 2 ressources de vos exploitations, de vos chantiers ou de votre entrepôt.
vn-effect-store = Échangez l’une de vos ressources (sur une de vos exploitations ou un de vos chantiers) contre une ressource de votre choix de la réserve.
vn-effect-merchant = Aucun pouvoir. En fin de partie : 1 point par jeton d’exploitation que vous possédez.
vn-effect-carpentry = Placez une tuile prairie de votre plateau de guilde sur n’importe quelle forêt pétrifiée, sans tenir compte des règles d’exploration.
vn-effect-priest = Aucun pouvoir.
vn-effect-airway = Prenez n’importe quelle tuile prairie du plateau et placez-la sur n’importe quelle case de brume, sans tenir compte des règles d’exploration.

vn-error-game-over = La partie est terminée.
vn-error-must-end-turn = Vous avez utilisé vos actions : terminez votre tour.
vn-error-turn-not-finished = Il vous reste une action à faire avant de terminer votre tour.
vn-error-power-pending = Utilisez ou ignorez d’abord le pouvoir du contrat que vous venez de remplir.
vn-error-no-power-pending = Aucun pouvoir de carte n’est à utiliser maintenant.
vn-error-wrong-power = La carte que vous venez de remplir n’a pas ce pouvoir.
vn-error-no-such-hex = Cette case n’existe pas sur le plateau.
vn-error-no-craftsman-left = Il ne vous reste aucun artisan sur votre plateau de guilde.
vn-error-no-token-there = Il n’y a pas de jeton d’exploitation sur cette case.
vn-error-no-site-left = Il ne vous reste aucun chantier sur votre plateau de guilde.
vn-error-sites-exceed-buildings = Vous ne pouvez pas avoir plus de chantiers sur le plateau que de bâtiments restant à construire.
vn-error-not-a-ruin = Les chantiers se placent uniquement sur des ruines.
vn-error-ruin-full = Ces ruines n’ont plus de place libre pour un chantier.
vn-error-not-fog = Cette case n’est pas une case de brume.
vn-error-not-forest = Cette case n’est pas une forêt pétrifiée.
vn-error-not-forbidden = Cette case n’est pas une zone interdite.
vn-error-not-next-to-yours = Cette case n’est adjacente à aucun de vos éléments ni à une prairie vide.
vn-error-forest-needs-both-actions = Explorer une forêt pétrifiée demande les deux actions de votre tour.
vn-error-no-meadow-tile-left = Il ne reste aucune tuile prairie, ni sur votre plateau de guilde ni dans la réserve.
vn-error-no-resource-there = Cette ressource n’est pas là.
vn-error-not-your-site = Les ressources ne se livrent, et on ne construit, que sur l’un de vos propres chantiers.
vn-error-no-path = Aucun chemin de prairies vides ne relie cette exploitation à ce chantier.
vn-error-contract-not-available = Ce contrat n’est ni face visible sur le plateau ni dans votre main.
vn-error-contract-not-met = Ce chantier ne porte pas les ressources que demande ce contrat.
vn-error-cannot-pass = Vous ne pouvez passer que si aucune action n’est possible.
vn-error-not-yours = Ce n’est ni l’une de vos exploitations ni l’un de vos chantiers.
vn-error-no-tile-there = Il n’y a pas de tuile prairie posée par un joueur sur cette case.
vn-error-reserve-empty = La réserve n’a plus cette ressource.
vn-error-same-resource = Choisissez une autre ressource à prendre.
vn-error-nothing-to-do = Ce pouvoir ne ferait rien maintenant.
vn-error-not-this-step = Ce n’est pas le choix que demande maintenant le pouvoir de la carte.
vn-no-action-there = Rien du type choisi n’est possible sur cette case.

vn-kind-craftsman = Placer un artisan
vn-kind-site = Placer un chantier
vn-kind-explore-fog = Explorer la brume
vn-kind-explore-forest = Explorer une forêt pétrifiée
vn-kind-transport = Transporter une ressource
vn-kind-build = Construire
vn-kind-use-power = Utiliser le pouvoir
vn-kind-remove-token = Retirer un jeton
vn-kind-place-tile = Poser une tuile prairie
vn-kind-move-tile = Déplacer une tuile prairie
vn-kind-return-resource = Rendre une ressource
vn-kind-swap-resource = Échanger une ressource
vn-kind-add-resource = Ajouter une ressource
vn-kind-skip-power = Ignorer
vn-kind-pass = Passer
vn-kind-end-turn = Terminer le tour
vn-kind-chosen = { $kind } : { $count ->
    [one] un choix, en surbrillance sur le plateau.
   *[other] { $count } choix, en surbrillance sur le plateau.
}
vn-choices-left = { $count ->
    [one] Il reste un choix.
   *[other] Il reste { $count } choix : choisissez à côté de la case, ou la case suivante sur le plateau.
}
vn-hint-board = Cliquez ou touchez une case en surbrillance pour y choisir.
vn-kinds-label = Types d’action
vn-actions-label = Actions possibles
vn-actions-title = Vos actions

vn-half-left = (moitié gauche)
vn-half-right = (moitié droite)
vn-do-craftsman = Artisan sur { $hex } ({ $what })
vn-do-site = Chantier sur { $hex }
vn-do-explore-fog = Explorer la brume en { $hex }
vn-do-explore-forest = Explorer la forêt pétrifiée en { $hex } (deux actions)
vn-do-transport = Déplacer 1 { $resource } de { $from } vers { $to }
vn-do-build = Construire { $card } sur { $hex }
vn-do-pass = Passer (aucune action possible)
vn-do-end-turn = Finir le tour
vn-do-use-power = Utiliser le pouvoir { $card-vowel ->
        [yes] d’{ $card }
       *[no] de { $card }
    }
vn-do-use-power-lost = Utiliser le pouvoir { $card-vowel ->
        [yes] d’{ $card }
       *[no] de { $card }
    } (sans effet : l’action supplémentaire est perdue)
vn-do-skip-power = Ignorer le pouvoir
vn-do-remove-token = Retirer le jeton en { $hex }
vn-do-place-tile = Poser une tuile prairie en { $hex }
vn-do-move-tile = Déplacer la tuile prairie de { $from } vers { $to }
vn-do-lift-tile = Prendre la tuile prairie en { $hex }
vn-do-return-resource = Rendre 1 { $resource } depuis { $place }
vn-do-swap-resource = Échanger 1 { $give } de { $place } contre 1 { $take }
vn-do-give-resource = Donner 1 { $resource } de { $place }
vn-do-add-resource = Ajouter 1 { $resource } au chantier en { $hex }
vn-do-choose-site = Livrer au chantier en { $hex }
vn-place-exploitation = l’exploitation en { $hex }
vn-place-site = le chantier en { $hex }
vn-place-storage = votre entrepôt

vn-log-craftsman = { $player } place un artisan en { $hex } et prend { $what }.
vn-log-craftsman-returned = L’artisan { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    } revient de { $hex }.
vn-log-site = { $player } place un chantier en { $hex }.
vn-log-tile = { $player } explore { $hex }.
vn-log-tile-reserve = { $player } explore { $hex } avec une tuile de la réserve.
vn-log-explorer = { $player } révèle un explorateur.
vn-log-transport = { $player } déplace 1 { $resource } de { $from } vers { $to }.
vn-log-depleted = L’exploitation en { $hex } est épuisée.
vn-log-build = { $player } construit { $card } en { $hex }.
vn-log-surplus = Surplus à l’entrepôt : { $what }.
vn-log-revealed = { $card } est retourné face visible.
vn-log-end-card = { $player } prend la carte de fin de partie : le dernier tour commence.
vn-log-power-skipped = { $player } n’utilise pas le pouvoir { $card-vowel ->
        [yes] d’{ $card }
       *[no] de { $card }
    }.
vn-log-extra-action = { $player } gagne une action supplémentaire.
vn-log-drawn = { $player } ajoute à sa main le contrat du dessus de la pioche.
vn-log-drawn-card = { $player } ajoute à sa main le contrat du dessus de la pioche : { $card }.
vn-log-tiles-discarded = { $player } remet { $count ->
    [one] une tuile prairie
   *[other] { $count } tuiles prairie
} dans la réserve.
vn-log-token-removed = Le jeton en { $hex } est retiré ; { $count ->
    [one] une ressource reste
   *[other] { $count } ressources restent
} en exploitation neutre.
vn-log-tile-moved = Une tuile prairie passe de { $from } à { $to }.
vn-log-returned = { $player } rend 1 { $resource } de { $place } à la réserve.
vn-log-swapped = { $player } échange 1 { $give } contre 1 { $take } sur { $place }.
vn-log-added = { $player } ajoute 1 { $resource } au chantier en { $hex }.
vn-log-passed = { $player } ne peut pas agir et passe.
vn-log-turn-ended = Au tour { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    }.
vn-log-final-round = Dernier tour, déclenché par { $player }.
vn-log-collected = { $player } met { $count ->
    [one] une ressource restée
   *[other] { $count } ressources restées
} sur le plateau dans son entrepôt.
vn-log-game-ended = La partie est terminée.
vn-log-game-ended-stalemate = La partie est terminée : plus personne ne pouvait agir.

vn-turn-of = À { $player } de jouer : { $count ->
    [0] plus aucune action.
    [one] une action restante.
   *[other] { $count } actions restantes.
}
vn-computer-thinking = (ordinateur)
vn-waiting-computer = C’est à { $player } (ordinateur) de jouer.
vn-waiting-player = C’est à { $player } de jouer.
vn-final-round-banner = Dernier tour ! { $player } a construit cinq bâtiments : chaque autre joueur joue un dernier tour.
vn-power-pending = Pouvoir { $card-vowel ->
        [yes] d’{ $card }
       *[no] de { $card }
    } :
vn-turn-power = À { $player } de jouer : choisissez pour le pouvoir { $card-vowel ->
        [yes] d’{ $card }
       *[no] de { $card }
    }.
vn-power-lost = Ce cinquième bâtiment termine votre tour : l’action supplémentaire est perdue.

vn-board-label = La vallée : { $count ->
    [one] { $count } case
   *[other] { $count } cases
}. L’infobulle et les listes à côté la décrivent en mots.
vn-legend = Couleurs et formes des joueurs

vn-terrain-meadow = prairie
vn-terrain-fog = brume
vn-terrain-forest = forêt pétrifiée
vn-terrain-ruin = ruines
vn-terrain-forbidden = zone interdite
vn-terrain-tile = tuile prairie
vn-tip-token = jeton : { $what }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
vn-tip-resources = ressources : { $what }
vn-tip-neutral = exploitation neutre
vn-tip-craftsman = artisan { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    }
vn-tip-site = chantier { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    }
vn-tip-building = bâtiment { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    }

vn-contracts-title = Contrats
vn-deck-count = { $count ->
    [0] La pioche est vide.
    [one] Une carte dans la pioche.
   *[other] { $count } cartes dans la pioche.
}
vn-end-card-free = Carte de fin de partie ({ $points } points) : encore libre.
vn-end-card-taken = Carte de fin de partie : prise par { $player }.
vn-hand-title = Contrats privés { $player-vowel ->
        [yes] d’{ $player }
       *[no] de { $player }
    }
vn-guilds-title = Guildes
vn-reserve = Réserve : { $what } ; { $tiles } tuiles prairie.
vn-explorer = explorateur
vn-guild-buildings = Bâtiments restants
vn-guild-sites = Chantiers sur le plateau de guilde
vn-guild-craftsmen = Artisans sur le plateau de guilde
vn-guild-stacks = Piles de prairies
vn-guild-storage = Entrepôt
vn-guild-tokens = Jetons pris
vn-guild-fulfilled = Contrats remplis
vn-guild-hand = Contrats cachés

vn-winners = { $count ->
    [one] Vainqueur : { $players }
   *[other] Victoire partagée : { $players }
}
vn-tie-break-storage = Égalité aux points : le joueur qui a le moins de ressources dans son entrepôt l’emporte.
vn-score-player = Joueur
vn-score-tokens = Jetons
vn-score-contracts = Contrats
vn-score-explorers = Explorateurs
vn-score-end-card = Carte de fin
vn-score-storage = Entrepôt
vn-score-total = Total
vn-score-table = Points de chaque joueur, par catégorie

vn-rules-title = Les règles sous la main
vn-rules-turn = À votre tour, faites exactement deux actions parmi les six ci-dessous (deux fois la même si vous voulez) ; votre tour se termine alors de lui-même.
vn-rules-board-title = La vallée
vn-rules-actions-title = Les six actions
vn-rules-el-meadow-name = Prairie.
vn-rules-el-meadow = Chacune commence avec un jeton d’exploitation. Sans jeton ni ressource, c’est une prairie vide : les ressources ne voyagent que par des prairies vides.
vn-rules-el-token-name = Jeton d’exploitation.
vn-rules-el-token = La ressource qu’il produit et combien (une de moins à 2 ou 3 joueurs) ; l’étoile donne ses points en fin de partie à qui l’a pris.
vn-rules-el-exploitation-name = Exploitation.
vn-rules-el-exploitation = Un artisan a pris le jeton : ses ressources attendent sur la prairie. Tout le monde peut les transporter ; quand la dernière part, l’artisan rentre.
vn-rules-el-fog-name = Brume.
vn-rules-el-fog = Explorez-la avec une tuile prairie de votre plateau de guilde, à côté de l’un de vos éléments ou d’une prairie vide.
vn-rules-el-tile-name = Tuile prairie.
vn-rules-el-tile = Posée en explorant (bord en pointillés) : c’est dès lors une prairie vide.
vn-rules-el-forest-name = Forêt pétrifiée.
vn-rules-el-forest = S’explore comme la brume, mais prend les deux actions du tour.
vn-rules-el-forbidden-name = Zone interdite.
vn-rules-el-forbidden = Personne ne l’explore ; seul le contrat Aventuriers y pose une tuile.
vn-rules-el-ruin-name = Ruines.
vn-rules-el-ruin = Deux moitiés, un chantier chacune (la ligne en pointillés) ; à deux joueurs, les ruines entières forment un seul chantier.
vn-rules-el-site-name = Chantier.
vn-rules-el-site = Le vôtre, à votre couleur et à votre forme. Les ressources que vous transportez y attendent un contrat.
vn-rules-el-building-name = Bâtiment.
vn-rules-el-building = Un contrat rempli change le chantier en bâtiment ; le cinquième bâtiment d’un joueur termine la partie.
vn-rules-action-a = Placer un artisan sur un jeton d’exploitation : ses ressources vont sur la case, et le jeton est à vous.
vn-rules-action-b = Placer un chantier sur une moitié libre de ruines (les ruines entières à deux joueurs).
vn-rules-action-c = Explorer : poser une tuile prairie sur une case de brume adjacente à l’un de vos éléments ou à une prairie vide.
vn-rules-action-d = Explorer une forêt pétrifiée de la même façon : cela prend les deux actions.
vn-rules-action-e = Transporter une ressource d’une exploitation vers l’un de vos chantiers par des prairies vides.
vn-rules-action-f = Construire : remplir un contrat face visible ou de votre main avec les ressources de l’un de vos chantiers ; utiliser son pouvoir aussitôt ou y renoncer.
vn-rules-cards-title = { $count ->
    [one] Le contrat de cette partie
   *[other] Les { $count } contrats de cette partie
}
vn-rules-private = privé
vn-rules-neutral = neutre
vn-rules-rulings-title = Les arbitrages du projet
vn-ruling-mark = Arbitrage :
vn-ruling-1 = Un tour compte exactement deux actions ; on ne peut passer que si aucune action n’est possible.
vn-ruling-2 = La même action peut être jouée deux fois dans un tour (sauf la forêt pétrifiée, qui utilise les deux actions).
vn-ruling-3 = « Adjacent à votre élément » : une case avec votre artisan, votre chantier ou votre bâtiment ; une prairie vide n’a ni jeton ni ressource.
vn-ruling-4 = Les tuiles prairie viennent de la pile non vide la plus à gauche, puis de la réserve.
vn-ruling-5 = Vos chantiers sur le plateau ne peuvent jamais dépasser le nombre de bâtiments qu’il vous reste.
vn-ruling-6 = Un transport ne traverse que des prairies vides ; une exploitation adjacente aux ruines n’a pas besoin de chemin.
vn-ruling-7 = Une exploitation peut porter plusieurs types de ressources (après un échange du Magasin) : celui qui transporte choisit le type.
vn-ruling-8 = Quand une exploitation est vidée, son artisan revient à son propriétaire.
vn-ruling-9 = Les ressources posées sur un chantier ne bougent plus, sauf par les pouvoirs de cartes qui le disent.
vn-ruling-10 = Les ressources en surplus sur un chantier vont dans votre entrepôt quand vous construisez (-1 point chacune en fin de partie).
vn-ruling-11 = Un contrat face visible utilisé est aussitôt remplacé par la pioche ; si elle est vide, l’emplacement reste vide.
vn-ruling-12 = L’action supplémentaire de la Distillerie peut elle-même être une construction.
vn-ruling-13 = La réserve contient 18 ressources de chaque type ; si elle en manque, on reçoit ce qui reste.
vn-ruling-13a = À 2 ou 3 joueurs, chaque jeton d’exploitation produit une ressource de moins, les jetons spéciaux aussi : les quatre exploitations neutres spéciales contiennent 4 ressources au lieu de 5.
vn-ruling-14 = Qui construit son cinquième bâtiment prend la carte fin de partie. Le pouvoir de la carte est proposé comme pour toute construction, puis le tour se termine aussitôt (l’action supplémentaire de la Distillerie est perdue) ; chaque autre joueur joue encore un tour, puis les ressources restées sur vos chantiers et vos exploitations vont dans votre entrepôt.
vn-ruling-15 = Une égalité aux points revient au joueur qui a le moins de ressources en entrepôt ; sinon, la victoire est partagée.
vn-ruling-15a = Si aucun joueur ne peut agir pendant un tour complet, la partie s’arrête comme si le dernier tour avait été joué ; personne ne prend la carte fin de partie, et l’écran de fin indique que plus personne ne pouvait agir.
vn-ruling-16 = Cachés aux adversaires : les contrats en main et l’ordre de la pioche. Le jeton spécial retiré à la mise en place est connu de tous (les quatre autres sont visibles). Les points des jetons pris par les artisans sont montrés à tous, puisque tous les ont vus face visible.
vn-ruling-17 = Les contrats réalisés sont montrés à tous : chacun a vu qui les prenait.
vn-ruling-18 = Quand le Prêtre ou l’Explorateur paresseux pourraient utiliser plusieurs combinaisons de ressources, ce sont les types les plus bas (le bois d’abord) qui retournent à la réserve ; le score est le même dans tous les cas.
vn-rules-content-note = Le plateau, les jetons et le coût des cartes sont une création de ce projet (les valeurs imprimées ne sont pas publiées) ; les propriétaires du jeu peuvent charger les leurs.
vn-kind-count = { $count ->
    [one] une action possible de ce type
   *[other] { $count } actions possibles de ce type
}

# What a choice is worth, the running score (docs/table-screen.md "Choices that say what they are
# worth").
vn-why-craftsman = son jeton vaut { $points }
vn-why-build = { $points } pour ce contrat
vn-why-completes = complète le contrat { $card }
vn-why-toward = pour le contrat { $card } (il manque encore { $what })
vn-why-site = un nouveau chantier, pour réunir les ressources d’un contrat
vn-why-explore = ouvre la vallée : une nouvelle prairie pour les artisans et le transport
vn-worth-token = jeton : { $points }
vn-worth-private = privé
vn-worth-public = public
vn-worth-uses = utilise { $what }
vn-worth-surplus = surplus à l’entrepôt : { $what } ({ $count ->
    [one] −1 point à la fin
   *[other] −{ $count } points à la fin
})
vn-worth-explorer = révèle un explorateur : +{ $points }
vn-score-if-ended = Si la partie finissait maintenant : { $parts }
vn-score-if-ended-why = Le total compte déjà la fin de partie : chaque ressource de l’entrepôt, et chaque ressource encore sur les chantiers du joueur et sur les exploitations de ses artisans (elle ira à l’entrepôt à la fin), coûte 1 point.
vn-score-left-on-board = Sur chantiers et exploitations −{ $count }
vn-worth-site-holds = le chantier aura alors { $what }
vn-race-title = Points au fil des tours

## Tutorial
# Le tutoriel interactif (src/tutorial/via-nebula.json) : noms des places, puis le texte de
# chaque étape et, pour une étape qui attend un coup, pourquoi un autre coup n’est pas celui-là (-other).
vn-tutorial-seat-you = Robin
vn-tutorial-seat-other = Votre adversaire
vn-tutorial-intro = Bienvenue dans la vallée ! Vous jouez Robin. Votre chantier en I7 porte déjà un bois, et vos artisans exploitent la nourriture en I6 et le bois en J7. À chaque tour, vous faites exactement deux actions, et vous marquez surtout en remplissant des contrats.
vn-tutorial-craftsman = Action A : placez votre dernier artisan sur le jeton de blé en G6. Ses 4 blés apparaissent sur la case, et le jeton (2 points) est à vous.
vn-tutorial-craftsman-other = Ici, placez votre artisan sur le jeton de blé en G6 : les contrats à votre portée demandent du blé.
vn-tutorial-deliver = Transportez maintenant une nourriture de votre exploitation en I6 vers votre chantier voisin en I7. Avec le bois déjà présent, le chantier contient ce que demande Exportation : bois et nourriture.
vn-tutorial-deliver-other = Apportez maintenant la nourriture de I6 à votre chantier en I7 : avec le bois déjà présent, il correspond à Exportation.
vn-tutorial-fog = Votre adversaire vient de construire Exportation : un contrat face visible revient à qui le construit le premier. Caravane demande blé et nourriture : explorez la brume en H6 (action C) pour relier votre blé de G6 à votre chantier.
vn-tutorial-fog-other = Explorez la brume en H6 : elle touche votre artisan et votre chantier, et une tuile prairie y ouvre un chemin à votre blé.
vn-tutorial-transport = Action E : transportez un blé de G6 vers votre chantier en I7, en passant par la tuile prairie en H6. Un chemin ne traverse que des prairies vides ; puisez dans votre propre exploitation, car ce qui y reste à la fin va dans votre entrepôt.
vn-tutorial-transport-other = Prenez le blé dans votre exploitation en G6, par H6 : les ressources restées sur vos exploitations à la fin coûtent 1 point chacune, celles des exploitations neutres rien.
vn-tutorial-build = Action F : construisez Caravane sur votre chantier en I7, car elle demande blé et nourriture. Le bois est en trop : le surplus va dans votre entrepôt, et chaque ressource qui s’y trouve coûte 1 point à la fin.
vn-tutorial-build-other = Construisez Caravane ici : son pouvoir peut aussitôt retirer le bois en trop de votre entrepôt.
vn-tutorial-power = Utilisez maintenant le pouvoir de Caravane : remettez le bois de votre entrepôt dans la réserve. Votre entrepôt est de nouveau vide, et la pénalité disparaît.
vn-tutorial-power-other = Rendez le bois de votre entrepôt : c’est pour cela que vous avez construit Caravane, et un pouvoir s’utilise aussitôt ou jamais.
vn-tutorial-site = Votre chantier est revenu sur votre plateau de guilde. Action B : posez-le sur les ruines en I3, entre l’argile en H3 et la pierre en H2, que demande Magasin. À deux joueurs, un chantier occupe les ruines entières.
vn-tutorial-site-other = Posez votre chantier sur les ruines en I3 : elles touchent deux jetons d’exploitation, de quoi préparer un prochain contrat.
vn-tutorial-toward-forest = On n’explore une forêt pétrifiée qu’à côté de l’un de vos éléments ou d’une prairie vide. Explorez la brume en G5, à côté de votre artisan : elle touche les forêts.
vn-tutorial-toward-forest-other = Explorez G5 maintenant : au prochain tour, cette tuile prairie vous permettra d’explorer la forêt pétrifiée voisine.
vn-tutorial-food-second-site = Avec votre dernière action, transportez une nourriture de I6 vers votre autre chantier, juste à côté en J5.
vn-tutorial-food-second-site-other = Apportez la nourriture de I6 à votre chantier en J5 : il est vide et la nourriture est à portée.
vn-tutorial-forest = Action D : explorez la forêt pétrifiée en F5, à côté de votre tuile prairie en G5. Une forêt prend les deux actions du tour : explorez-la en début de tour.
vn-tutorial-forest-other = Explorez la forêt en F5 maintenant : il faut les deux actions, et votre tour vient de commencer.
vn-tutorial-explorers = Explorez la brume en I5. Vous prenez la dernière tuile prairie de votre première pile : un explorateur apparaît sur votre plateau de guilde, 2 points à la fin (chaque pile vidée en révèle un).
vn-tutorial-explorers-other = Explorez I5 : cette tuile vide votre première pile et révèle un explorateur, qui vaut 2 points.
vn-tutorial-wheat-path = Transportez un blé de G6 vers votre chantier en J5, par les tuiles prairie en H6 et I5. Avec blé et nourriture, la Livraison express de votre main sera prête au prochain tour.
vn-tutorial-wheat-path-other = Portez le blé de G6 à J5 par vos deux tuiles prairie : le chantier contiendra alors blé et nourriture.
vn-tutorial-end = La partie s’achève quand un joueur construit son cinquième bâtiment : il prend la carte de fin de partie (2 points), et chaque autre joueur joue un dernier tour. Ensuite, les ressources restées sur vos chantiers et vos exploitations vont dans votre entrepôt.
vn-tutorial-scoring = Additionnez vos jetons d’exploitation, vos contrats remplis (pas ceux en main), 2 points par explorateur et la carte de fin de partie, puis retirez 1 point par ressource en entrepôt. En cas d’égalité, gagne qui a le moins de ressources en entrepôt. À vous de jouer !

## Le premier choix d’un pouvoir, qui ne change encore rien, dans le déroulement
vn-log-lifted = { $player } prend la tuile prairie en { $hex } ({ $card }) ; la case de brume où elle va suit.
vn-log-giving = { $player } donne 1 { $resource } de { $place } ({ $card }) ; la ressource prise en échange suit.
vn-log-site-chosen = { $player } choisit le chantier en { $hex } ({ $card }) ; la ressource livrée suit.
vn-log-export-stopped = { $player } s’arrête après une ressource ({ $card }).
vn-log-power-lost = La table utilise pour { $player } le pouvoir { $card-vowel ->
        [yes] d’{ $card }
       *[no] de { $card }
    } : il ne donne rien, car le cinquième bâtiment termine le tour et son action supplémentaire est perdue (arbitrage 14).
