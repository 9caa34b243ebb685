from enum import StrEnum

class ChurchCardBibliosEffect(StrEnum):
    DOWN1 = "down1"
    DOWN2 = "down2"
    UP1 = "up1"
    UP2 = "up2"
    UPDOWN = "updown"

    def __str__(self) -> str:
        return str(self.value)
