import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { CAPITAL_FAQ } from '../capital-faq';
import { usePayoutsT } from '../payouts-texts';

/** /capitalFaq (back-office.md §2.11): the 16 questions, an accordion. */
export function CapitalFaqPage() {
  const t = usePayoutsT();
  return (
    <>
      <PageHeader
        title={t('faqTitle')}
        subtitle={t('faqSubtitle')}
        actions={
          <Button startIcon={<ArrowBackIcon />} component={RouterLink} to="/grantOffers">
            {t('backToOffers')}
          </Button>
        }
      />
      {CAPITAL_FAQ.map((item, i) => (
        <Accordion key={item.question} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${i}`} id={`faq-${i}-q`}>
            <Typography component="h2" variant="subtitle1">
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}`}>
            <Typography>{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
