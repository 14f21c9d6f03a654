// Depósitos (issue 17): the form that carries some cortes' cash to the bank, the cash each collector still holds,
// and the list of deposits.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { DepositoForm } from '../../features/cortes/components/deposito-form.tsx';
import { DepositosCard } from '../../features/cortes/components/depositos-card.tsx';
import { EfectivoEnMano } from '../../features/cortes/components/efectivo-en-mano.tsx';

export default function DepositosRoute() {
  return (
    <>
      <PageHeader title={mensajes.uiCortes.depositos} icon="bank" />
      <div className="row g-4">
        <div className="col-xl-5 d-flex flex-column gap-4">
          <EfectivoEnMano />
          <DepositoForm />
        </div>
        <div className="col-xl-7">
          <DepositosCard />
        </div>
      </div>
    </>
  );
}
