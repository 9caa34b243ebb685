from enum import StrEnum

class BuildingAction1347Code(StrEnum):
    DEMAND_CARDS = "demand_cards"
    DISCARD_RATS = "discard_rats"
    DRAW = "draw"
    DRAW_PER_INFLUENCE = "draw_per_influence"
    HOSPITAL = "hospital"
    LOOK = "look"
    NONE = "none"
    TAKE = "take"
    TAKE_VP = "take_vp"

    def __str__(self) -> str:
        return str(self.value)
