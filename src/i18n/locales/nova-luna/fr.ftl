## Nova Luna (fr)

## Tuiles et objectifs

nl-colour-turquoise = turquoise
nl-colour-blue = bleu
nl-colour-red = rouge
nl-colour-yellow = jaune
nl-colour-letter-turquoise = T
nl-colour-letter-blue = B
nl-colour-letter-red = R
nl-colour-letter-yellow = J
nl-tile = { $colour } { $number }
nl-task-need = { $colour } × { $count }
nl-tasks =
    { $count ->
        [one] objectif : { $tasks }
       *[other] { $count } objectifs : { $tasks }
    }
nl-no-task = aucun objectif

## Nouvelle partie

nl-player-colour-white = blanc
nl-player-colour-black = noir
nl-player-colour-orange = orange
nl-player-colour-purple = violet
nl-add-seat = Ajouter un joueur
nl-solo-note = Un joueur : le mode solo, en deux phases (8 jetons avec les 11 premières tuiles, puis les 21) ; le score le plus bas gagne.
nl-players-note =
    { $count ->
        [one] Un joueur.
       *[other] { $count } joueurs : le premier à poser tous ses jetons gagne.
    }
nl-first-game = Première partie : moins de jetons (18 à 3 joueurs, 16 à 4)
nl-seed = Graine (facultative)
nl-seed-hint = La même graine distribue les mêmes tuiles. Laissez vide pour une nouvelle donne.
nl-problem-name = Le joueur { $n } doit avoir un nom.
nl-problem-colours = Chaque joueur doit avoir une couleur de jetons différente.
nl-problem-seed = La graine doit être un nombre entier (des chiffres uniquement).
nl-problem-setup = Impossible de préparer une partie avec ces options.
nl-start = Commencer la partie

## Écran de jeu

nl-status-computer = { $player } (ordinateur) joue…
nl-status-choose = { $player } : prenez l’une des tuiles mises en évidence sur la piste de sélection.
nl-status-may-refill = Vous pouvez aussi remplir la piste de sélection.
nl-status-must-refill = La piste de sélection est vide : remplissez-la.
nl-status-place = { $player } : posez la tuile { $tile } sur l’une des cases mises en évidence.
nl-in-hand = En main : { $tile } ({ $tasks }).
nl-choices = Vos choix
nl-action-take = Prendre la tuile { $tile } (case { $space } ; { $tasks })
nl-action-place = La poser colonne { $x }, ligne { $y }
nl-action-refill =
    { $pile ->
        [one] Remplir la piste de sélection (une tuile dans la pioche)
       *[other] Remplir la piste de sélection ({ $pile } tuiles dans la pioche)
    }
nl-action-end-phase-one = Terminer la phase 1 maintenant
nl-move-refused = Ce coup n’est pas permis ; rien n’a changé.
nl-players = Joueurs
nl-to-play = à jouer
nl-player-discs =
    { $left ->
        [0] { $placed } posés, plus aucun jeton
        [one] { $placed } posés, un jeton restant
       *[other] { $placed } posés, { $left } jetons restants
    }
nl-player-track = case { $space } du cycle lunaire
nl-wheel-label =
    Piste de sélection : le pion lune est sur la case { $space } ; { $tiles ->
        [one] une tuile sur la piste
       *[other] { $tiles } tuiles sur la piste
    }, { $pile ->
        [one] une dans la pioche.
       *[other] { $pile } dans la pioche.
    }
nl-tableaux = Tableaux
nl-tableau-of = Tuiles de { $player }
nl-tableau-label =
    Tableau de { $player } : { $tiles ->
        [one] une tuile
       *[other] { $tiles } tuiles
    }, { $discs ->
        [one] un jeton posé.
       *[other] { $discs } jetons posés.
    }
nl-legend = Couleurs des tuiles et leurs lettres

## Solo

nl-solo-phase = Solo, phase { $phase } sur 2
nl-solo-discs = Jetons posés : { $placed } sur { $target }
nl-solo-tiles = Somme des nombres de vos tuiles : { $sum }
nl-solo-stacks = Jetons restants : { $eight } sur la pile de 8, { $thirteen } sur la pile de 13
nl-solo-current =
    { $missing ->
        [0] Score si la phase s’arrêtait maintenant : { $score } (le plus bas est le meilleur).
        [one] Score si la phase s’arrêtait maintenant : { $score }, dont un jeton manquant à 10 (le plus bas est le meilleur).
       *[other] Score si la phase s’arrêtait maintenant : { $score }, dont { $missing } jetons manquants à 10 chacun (le plus bas est le meilleur).
    }
nl-solo-phase-one = Score de la phase 1 : { $score }.

## Passage de l’appareil


## Journal

nl-log-take = { $player } prend la tuile { $tile } sur la case { $space }.
nl-log-marker =
    { $stacked ->
        [0] Le jeton de { $player } avance de la case { $from } à la case { $to } du cycle lunaire.
        [one] Le jeton de { $player } avance de la case { $from } à la case { $to } du cycle lunaire, sur un autre jeton.
       *[other] Le jeton de { $player } avance de la case { $from } à la case { $to } du cycle lunaire, sur { $stacked } jetons.
    }
nl-log-place = { $player } pose la tuile { $tile } colonne { $x }, ligne { $y }.
nl-log-disc =
    { $player } accomplit un objectif de la tuile { $tile } ({ $task }) et pose un jeton : { $left ->
        [0] plus aucun jeton.
        [one] il reste un jeton.
       *[other] il reste { $left } jetons.
    }
nl-log-refill =
    { $player } remplit la piste de sélection avec { $count ->
        [one] une tuile
       *[other] { $count } tuiles
    } ({ $pile } dans la pioche).
nl-log-phase-one = La phase 1 est terminée : { $score } points ({ $tiles } pour les tuiles, { $missing } jetons manquants).
nl-log-turn = { $player } joue ensuite.
nl-log-end-last-disc = { $player } a posé son dernier jeton et gagne !
nl-log-end-no-tiles = Il ne reste plus de tuiles : la partie est terminée.
nl-log-end-solo = Les 21 jetons sont posés : la partie solo est terminée.

## Fin de partie

nl-end-winner = { $player } gagne !
nl-end-tie-break = Égalité de jetons posés : la victoire revient au joueur qui aurait joué ensuite.
nl-end-solo-total = Score final : { $score } (le plus bas est le meilleur).
nl-end-solo-phase =
    Phase { $phase } : { $tiles } pour les tuiles + { $missing ->
        [one] un jeton manquant
       *[other] { $missing } jetons manquants
    } × 10 = { $score }
nl-col-place = Place
nl-col-player = Joueur
nl-col-discs = Jetons posés
nl-col-left = Jetons restants

## Rules at hand

nl-rules-title = Les règles sous la main
nl-rules-take = À votre tour, prenez l’une des trois tuiles qui suivent le pion Lune dans le sens horaire (les espaces vides ne comptent pas) ; le pion Lune se place sur son espace.
nl-rules-advance = Avancez votre marqueur sur la piste lunaire du nombre indiqué sur la tuile.
nl-rules-next = Le joueur le plus en arrière sur la piste lunaire joue ensuite : vous pouvez donc jouer plusieurs tours d’affilée.
nl-rules-place = Posez la tuile à côté de l’une de vos tuiles (côte à côte, pas en diagonale).
nl-rules-tasks = Chaque tuile porte des tâches : une tâche est accomplie quand assez de tuiles des couleurs indiquées lui sont reliées, par des chaînes de tuiles d’une même couleur. Une tâche accomplie reçoit l’un de vos disques.
nl-rules-refill = S’il ne reste qu’une ou deux tuiles sur la roue, vous pouvez la remplir avant de prendre ; s’il n’en reste aucune, vous devez le faire.
nl-rules-end = Le premier joueur à poser tous ses disques gagne. Si les tuiles sont épuisées, celui qui a posé le plus de disques gagne.
nl-rules-solo = Solo : pas de piste lunaire ; posez 8 disques avec les 11 tuiles de départ, puis les 21 avec des remplissages ; votre score est la somme des nombres des tuiles plus 10 par disque manquant, le plus bas est le meilleur.
nl-rules-rulings-title = Les arbitrages du projet
nl-ruling-mark = Arbitrage :
nl-ruling-1 = Chaque joueur a 21 disques : l’un est son marqueur sur la piste lunaire, 20 vont sur les tuiles. Option première partie : 18 disques à 3 joueurs et 16 à 4 (marqueur compris).
nl-ruling-2 = La piste lunaire a 24 espaces et forme une boucle ; le joueur le plus en arrière joue ensuite ; sur un espace partagé, le disque du dessus de la pile.
nl-ruling-3 = Les tâches sont vérifiées après chaque pose sur toutes les tuiles du joueur, et chaque tâche nouvellement accomplie reçoit automatiquement un disque.
nl-ruling-4 = Compter une tâche : pour chaque couleur, les tuiles de cette couleur reliées à la tuile de la tâche par une chaîne de cette couleur, dont au moins une touche la tuile de la tâche, chacune comptée une fois ; la tuile de la tâche ne compte jamais.
nl-ruling-5 = Remplissage : avec 1 ou 2 tuiles sur la roue au début d’un tour, on peut remplir ; sans tuile, on doit. Les espaces vides se remplissent dans le sens horaire à partir de celui qui suit le pion Lune, tant qu’il reste des tuiles.
nl-ruling-6 = Un joueur qui pose son dernier disque gagne aussitôt. Si la pioche et la roue sont toutes deux vides, celui qui a posé le plus de disques gagne ; en cas d’égalité, celui qui aurait joué ensuite.
nl-ruling-7 = Le solo suit le décompte en deux phases de la règle (le plus bas est le meilleur).
nl-ruling-solo-extra-discs = Solo : les tâches accomplies au-delà de 8 disques en phase 1 reçoivent quand même des disques ; la pénalité de la phase 1 ne compte que les disques manquants sur les 8. Si les 21 sont posés en phase 1, la partie s’arrête et la phase 2 compte les mêmes tuiles, sans pénalité.
nl-ruling-discs-run-out = Si une pose accomplit plus de tâches qu’il ne vous reste de disques, les tâches sont remplies dans l’ordre (tuiles dans l’ordre de pose, puis ordre des tâches) jusqu’à épuisement de vos disques, et la partie s’arrête.
nl-ruling-first-game = L’option première partie ne change le nombre de disques qu’à 3 ou 4 joueurs.
nl-ruling-refill-action = Le remplissage n’est jamais proposé quand la pioche est vide. Quand la roue est vide, remplir est le seul choix, mais c’est vous qui le faites.
nl-ruling-solo-phase-two-refill = Solo : terminer la phase 1 remplit aussitôt la roue pour la phase 2.
nl-ruling-marker-order = Les marqueurs sont comparés par le nombre total d’espaces parcourus ; ils ne s’étalent jamais sur plus de 7 des 24 espaces, c’est donc bien l’ordre sur la piste en boucle.
nl-show-wheel = Roue lunaire

# What a choice is worth (issue 11, point 3).
nl-worth-take = { $count ->
    [one] coûte 1 case de temps
   *[other] coûte { $count } cases de temps
}
nl-worth-place = { $count ->
    [0] ne remplit aucune tâche
    [one] remplit une tâche : 1 jeton posé
   *[other] remplit { $count } tâches : { $count } jetons posés
}
nl-col-tiles = Tuiles posées
nl-race-title = Jetons posés au fil des tours
