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

nl-seat = Joueur { $n }
nl-seat-name = Nom
nl-seat-kind = Joué par
nl-seat-colour = Couleur des jetons
nl-player-colour-white = blanc
nl-player-colour-black = noir
nl-player-colour-orange = orange
nl-player-colour-purple = violet
nl-default-name = Joueur { $n }
nl-default-computer = Ordinateur { $n }
nl-remove-seat = Retirer le joueur { $n }
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

nl-status-over = La partie est terminée.
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
nl-undo = Annuler mon dernier coup
nl-undo-other = Annuler le dernier coup de { $player }
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
nl-view-controls = Déplacer la vue
nl-zoom-in = Agrandir
nl-zoom-out = Réduire
nl-pan-left = Voir à gauche
nl-pan-right = Voir à droite
nl-pan-up = Voir en haut
nl-pan-down = Voir en bas
nl-centre = Recentrer
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

nl-handover-title = Passez l’appareil à { $player }
nl-handover-body = C’est son tour. Une fois l’appareil en main, affichez le plateau.
nl-handover-ready = Je suis { $player } : afficher le plateau

## Journal

nl-log-title = Déroulement
nl-log-empty = Rien pour l’instant.
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

nl-end-title = Partie terminée
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
nl-play-again = Rejouer
